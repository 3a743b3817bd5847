import { Body, Controller, Get, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { deviceLinkSchema, loginSchema, registerRequestSchema, type DeviceLinkRequest, type RegisterRequest } from '@dd/contracts/auth';
import { secondFactorCodeSchema, type SecondFactorChallenge } from '@dd/contracts/second-factor';
import type { UserDto } from '@dd/contracts/user';
import { zodBody } from '../../common/zod-validation.pipe';
import { toUserDto } from '../users/user.mapper';
import type { UserEntity } from '../users/user.entity';
import { BeforeSecondFactor, Public, RequirePermission, CurrentUser } from '../../common/access';
import { AuthService } from './auth.service';
import { KnownDevices } from './known-devices';
import { LocalAuthGuard } from './local-auth.guard';
import { SESSION_COOKIE } from '../../platform/web/session-cookie';
import { startSession } from './session';
import { DatabaseSessionStore } from './session.store';
import { SignInLinks } from './sign-in-links';
import { SignInEvents } from './sign-in-events/sign-in-events';
import { SecondFactorPolicy } from '../second-factor/second-factor-status';
import { ReplayedRead } from '../../platform/cache/replayed-reads';
import { userDtoSchema } from '@dd/contracts/user';
import { Returns, Takes } from '../../common/returns.decorator';
import { messageResponseSchema } from '@dd/contracts/message';
import { loginResponseSchema } from '@dd/contracts/user';

@ApiTags('auth')
@Controller()
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly sessions: DatabaseSessionStore,
    private readonly devices: KnownDevices,
    private readonly signInLinks: SignInLinks,
    private readonly events: SignInEvents,
    private readonly secondFactorPolicy: SecondFactorPolicy,
  ) {}

  @Public()
  @Post('login')
  @HttpCode(200)
  @UseGuards(LocalAuthGuard)
  @Takes(loginSchema)
  @Returns(loginResponseSchema)
  async login(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<UserDto | SecondFactorChallenge> {
    // The password was right; with a second factor the session starts only once its code is given.
    const user = request.user as UserEntity | undefined;
    if (!user) return { secondFactorRequired: true };
    // This browser is now one the account signed in from: the account-wide cap no longer applies to it.
    this.devices.remember(request, response, user.email);
    await this.sessions.pruneExpired();
    return toUserDto(user, await this.secondFactorPolicy.dadsToo(user));
  }

  /** The sign-in's second step: the code from the authenticator app, or a recovery code. */
  @Public()
  @Post('login/second-factor')
  @HttpCode(200)
  @Returns(userDtoSchema)
  async secondFactor(@Body(zodBody(secondFactorCodeSchema)) body: { code: string }, @Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<UserDto> {
    const user = await this.auth.completeSecondFactor(request, body.code);
    this.devices.remember(request, response, user.email);
    return toUserDto(user);
  }

  /** The emailed link that lets a new browser sign in once guesses used up the account's attempts. */
  @Public()
  @Post('login/device-link')
  @HttpCode(200)
  @Returns(messageResponseSchema)
  async deviceLink(@Body(zodBody(deviceLinkSchema)) body: DeviceLinkRequest, @Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<{ message: string }> {
    return this.signInLinks.use(body.token, request, response);
  }

  @Public()
  @Post('register')
  @Returns(userDtoSchema)
  async register(@Body(zodBody(registerRequestSchema)) body: RegisterRequest, @Req() request: Request): Promise<UserDto> {
    const user = await this.auth.register(request.ip ?? 'unknown', body);
    await startSession(request, user);
    return toUserDto(user);
  }

  @Public()
  @Post('logout')
  @HttpCode(200)
  @Returns(messageResponseSchema)
  async logout(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<{ message: string }> {
    const user = request.user as UserEntity | undefined;
    if (user) await this.events.record(request, 'signed_out', { userId: user.id, email: user.email });
    await new Promise<void>((resolve, reject) => request.logout((error) => (error ? reject(error) : resolve())));
    await new Promise<void>((resolve, reject) => request.session.destroy((error) => (error ? reject(error) : resolve())));
    response.clearCookie(SESSION_COOKIE, { path: '/' });
    return { message: 'Logged out' };
  }

  /** The current user; 401 when nobody is signed in, which the UI reads as "logged out". */
  @RequirePermission('account')
  @BeforeSecondFactor()
  @ReplayedRead()
  @Get('user')
  @Returns(userDtoSchema)
  async me(@CurrentUser() user: UserEntity): Promise<UserDto> {
    return toUserDto(user, await this.secondFactorPolicy.dadsToo(user));
  }
}
