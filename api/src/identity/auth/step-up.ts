import { Body, Controller, HttpCode, Injectable, Post, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { SECOND_FACTOR_MESSAGES, STEP_UP_MAX_AGE_MS, STEP_UP_MESSAGES, stepUpSchema, type StepUpRequest } from '@dd/contracts/second-factor';
import { ApiException, badRequest } from '../../common/api-exception';
import { zodBody } from '../../common/zod-validation.pipe';
import { CODE_ATTEMPTS, SecondFactorService } from '../second-factor/second-factor.service';
import type { UserEntity } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { BeforeSecondFactor, RequirePermission, CurrentUser } from '../../common/access';
import { RateLimiter } from './rate-limiter';
import { SignInEvents } from './sign-in-events/sign-in-events';
import { markSignedIn } from './session';
import { messageResponseSchema } from '@dd/contracts/message';
import { Returns } from '../../common/returns.decorator';

/** True when the session's person proved who they are (sign-in or step-up) within STEP_UP_MAX_AGE_MS. */
export const hasFreshProof = (request: Request, now = Date.now()): boolean => {
  const at = request.session?.signedInAt;
  return at !== undefined && now - at <= STEP_UP_MAX_AGE_MS;
};

export const stepUpRequired = () => new ApiException(403, 'STEP_UP_REQUIRED', STEP_UP_MESSAGES.required);

/**
 * A fresh proof for a signed-in session: the second factor's code (or a recovery code) when the account
 * has one, else its password; never the password alone for an account with a second factor. Wrong
 * answers are counted per account like sign-in codes, and answer 400 (a 401 would read as signed out).
 */
@Injectable()
export class StepUpService {
  constructor(
    private readonly secondFactor: SecondFactorService,
    private readonly users: UsersService,
    private readonly rateLimiter: RateLimiter,
    private readonly events: SignInEvents,
  ) {}

  /** Records the outcome of every answer in the sign-in log. */
  async prove(request: Request, user: UserEntity, body: StepUpRequest): Promise<void> {
    const subject = { userId: user.id, email: user.email };
    try {
      await this.check(user, body);
    } catch (error) {
      await this.events.record(request, 'step_up_failed', subject);
      throw error;
    }
    markSignedIn(request);
    await this.events.record(request, 'step_up', subject);
  }

  private async check(user: UserEntity, body: StepUpRequest): Promise<void> {
    if (user.secondFactorAt != null) {
      if (!('code' in body)) throw badRequest('STEP_UP_INVALID', SECOND_FACTOR_MESSAGES.codeRequired, { fieldErrors: { code: SECOND_FACTOR_MESSAGES.codeRequired } });
      if (!(await this.secondFactor.verify(user.id, body.code))) throw badRequest('STEP_UP_INVALID', SECOND_FACTOR_MESSAGES.codeWrong, { fieldErrors: { code: SECOND_FACTOR_MESSAGES.codeWrong } });
    } else {
      if (!('password' in body)) throw badRequest('STEP_UP_INVALID', STEP_UP_MESSAGES.passwordRequired, { fieldErrors: { password: STEP_UP_MESSAGES.passwordRequired } });
      const key = `step-up:user:${user.id}`;
      await this.rateLimiter.consume(key, CODE_ATTEMPTS);
      if (!(await this.users.verifyCredentials(user.email, body.password))) throw badRequest('STEP_UP_INVALID', STEP_UP_MESSAGES.passwordWrong, { fieldErrors: { password: STEP_UP_MESSAGES.passwordWrong } });
      await this.rateLimiter.refund(key);
    }
  }
}

@ApiTags('auth')
@Controller('account/step-up')
export class StepUpController {
  constructor(private readonly stepUp: StepUpService) {}

  /** The dialog's answer to 403 STEP_UP_REQUIRED; the UI then sends the refused call again. Open before enrolment (an admin's set-up may need it). */
  @RequirePermission('account')
  @BeforeSecondFactor()
  @Post()
  @HttpCode(200)
  @Returns(messageResponseSchema)
  async prove(@CurrentUser() user: UserEntity, @Req() request: Request, @Body(zodBody(stepUpSchema)) body: StepUpRequest): Promise<{ message: string }> {
    await this.stepUp.prove(request, user, body);
    return { message: 'Confirmed' };
  }
}
