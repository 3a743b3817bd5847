import { type ExecutionContext, HttpException, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import { loginSchema } from '@dd/contracts/auth';
import { ZodValidationPipe } from '../../common/zod-validation.pipe';
import type { UserEntity } from '../users/user.entity';
import { AccountDeactivated } from './auth.service';
import { markSignedIn } from './session';
import { SignInEvents } from './sign-in-events/sign-in-events';

/**
 * Checks the body first (a bad email is a 400, not a 401), then runs passport-local and starts
 * the session: passport's logIn regenerates the session id, so a planted id is never promoted.
 */
@Injectable()
export class LocalAuthGuard extends AuthGuard('local') {
  private readonly body = new ZodValidationPipe(loginSchema);

  constructor(private readonly events: SignInEvents) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    request.body = this.body.transform(request.body);
    const email = (request.body as { email: string }).email;
    let allowed: boolean;
    try {
      allowed = (await super.canActivate(context)) as boolean;
    } catch (error) {
      if (error instanceof AccountDeactivated) await this.events.record(request, 'deactivated', { userId: error.userId, email });
      // A wrong password, or the account's attempts used up (the emailed link is the way in now).
      const code = error instanceof HttpException ? (error.getResponse() as { code?: string }).code : undefined;
      if (error instanceof HttpException && (error.getStatus() === 401 || code === 'SIGN_IN_LINK_REQUIRED')) {
        await this.events.record(request, code === 'SIGN_IN_LINK_REQUIRED' ? 'link_required' : 'password_wrong', { email });
      }
      throw error;
    }
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
    await this.events.record(request, 'signed_in', { userId: user.id, email: user.email });
    return allowed;
  }
}
