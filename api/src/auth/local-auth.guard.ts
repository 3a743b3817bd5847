import { type ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import { loginSchema } from '@dd/contracts/auth';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import type { UserEntity } from '../users/user.entity';
import { markSignedIn } from './session';

/**
 * Checks the body first (a bad email is a 400, not a 401), then runs passport-local and starts
 * the session: passport's logIn regenerates the session id, so a planted id is never promoted.
 */
@Injectable()
export class LocalAuthGuard extends AuthGuard('local') {
  private readonly body = new ZodValidationPipe(loginSchema);

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    request.body = this.body.transform(request.body);
    const allowed = (await super.canActivate(context)) as boolean;
    const user = request.user as UserEntity;
    if (user.secondFactorAt != null) {
      // Nobody is signed in until the code comes: a fresh session holds only who passed the password.
      await new Promise<void>((resolve, reject) => request.session.regenerate((error) => (error ? reject(error) : resolve())));
      request.session.secondFactorPending = { userId: user.id, at: Date.now(), attempts: 0 };
      request.user = undefined;
      return allowed;
    }
    await super.logIn(request);
    markSignedIn(request);
    return allowed;
  }
}
