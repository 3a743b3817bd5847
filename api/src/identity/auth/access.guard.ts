import { CanActivate, ExecutionContext, Injectable, Logger } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { hasPermission, type Permission } from '@dd/contracts/permissions';
import type { UserEntity } from '../users/user.entity';
import { SECOND_FACTOR_MESSAGES } from '@dd/contracts/second-factor';
import { ApiException, forbidden, unauthenticated } from '../../common/api-exception';
import { SecondFactorPolicy } from '../second-factor/second-factor-status';
import { API_KEY_SCOPE, BEFORE_SECOND_FACTOR, PUBLIC_ROUTE, REQUIRED_PERMISSION, STEP_UP, type StepUpWhen } from '../../common/access';
import type { ApiKeyScope } from '@dd/contracts/api-keys';
import { ApiKeys, bearerKey } from './api-keys/api-keys';
import { SignInEvents } from './sign-in-events/sign-in-events';
import { hasFreshProof, stepUpRequired } from './step-up';

/**
 * Deny by default: every route must be marked @Public() or name a permission. A route that
 * declares neither is refused, so forgetting the decorator can never open a route.
 */
@Injectable()
export class AccessGuard implements CanActivate {
  private readonly logger = new Logger(AccessGuard.name);

  constructor(
    private readonly reflector: Reflector,
    private readonly secondFactor: SecondFactorPolicy,
    private readonly events: SignInEvents,
    private readonly apiKeys: ApiKeys,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(PUBLIC_ROUTE, targets)) return true;

    const permission = this.reflector.getAllAndOverride<Permission>(REQUIRED_PERMISSION, targets);
    if (!permission) {
      this.logger.error(`${context.getClass().name}.${context.getHandler().name} declares no access rule; refused`);
      throw forbidden('Access denied');
    }

    const request = context.switchToHttp().getRequest<Request>();
    const user = (request.user as UserEntity | undefined) ?? (await this.apiKeyUser(request, targets));
    if (!user) throw unauthenticated('Please sign in to continue');
    if (!hasPermission(user.role, permission)) {
      throw await this.refused(request, user, 'FORBIDDEN', forbidden("You don't have permission to access this page."));
    }
    // An admin (or a DAD, by the admin's setting) without a second factor may only find out who they are and set one up.
    if (!this.reflector.getAllAndOverride<boolean>(BEFORE_SECOND_FACTOR, targets) && (await this.secondFactor.mustEnrol(user))) {
      throw await this.refused(request, user, 'SECOND_FACTOR_REQUIRED', new ApiException(403, 'SECOND_FACTOR_REQUIRED', SECOND_FACTOR_MESSAGES.required));
    }
    // Money and power need a proof from the last minutes: a stolen session cookie alone cannot move them.
    const stepUp = this.reflector.getAllAndOverride<StepUpWhen | undefined>(STEP_UP, targets);
    if (stepUp?.(request) && !hasFreshProof(request)) throw await this.refused(request, user, 'STEP_UP_REQUIRED', stepUpRequired());
    return true;
  }

  /** The admin a call with an API key acts as (set as the request's user), on a route that takes the key's scope. */
  private async apiKeyUser(request: Request, targets: Parameters<Reflector['getAllAndOverride']>[1]): Promise<UserEntity | undefined> {
    const key = bearerKey(request);
    if (!key) return undefined;
    const scope = this.reflector.getAllAndOverride<ApiKeyScope | undefined>(API_KEY_SCOPE, targets);
    if (!scope) throw unauthenticated('This call does not take an API key. Please sign in to continue');
    const user = await this.apiKeys.authenticate(key, scope);
    request.user = user;
    return user;
  }

  /** A signed-in person refused (403) goes into the sign-in log with the call, then the refusal is thrown. */
  private async refused(request: Request, user: UserEntity, code: string, error: Error): Promise<Error> {
    await this.events.record(request, 'refused', { userId: user.id, email: user.email, detail: `${request.method} ${request.originalUrl.split('?')[0]} ${code}` });
    return error;
  }
}
