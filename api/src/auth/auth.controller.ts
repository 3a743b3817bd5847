import { Body, Controller, Get, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { deviceLinkSchema, registerRequestSchema, type DeviceLinkRequest, type RegisterRequest } from '@dd/contracts/auth';
import type { UserDto } from '@dd/contracts/user';
import { zodBody } from '../common/zod-validation.pipe';
import { toUserDto } from '../users/user.mapper';
import type { UserEntity } from '../users/user.entity';
import { Public, RequirePermission } from './access.decorators';
import { AuthService } from './auth.service';
import { CurrentUser } from './current-user.decorator';
import { KnownDevices } from './known-devices';
import { LocalAuthGuard } from './local-auth.guard';
import { SESSION_COOKIE, startSession } from './session';
import { DatabaseSessionStore } from './session.store';
import { SignInLinks } from './sign-in-links';

@ApiTags('auth')
@Controller()
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly sessions: DatabaseSessionStore,
    private readonly devices: KnownDevices,
    private readonly signInLinks: SignInLinks,
  ) {}

  @Public()
  @Post('login')
  @HttpCode(200)
  @UseGuards(LocalAuthGuard)
  async login(@CurrentUser() user: UserEntity, @Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<UserDto> {
    // This browser is now one the account signed in from: the account-wide cap no longer applies to it.
    this.devices.remember(request, response, user.email);
    await this.sessions.pruneExpired();
    return toUserDto(user);
  }

  /** The emailed link that lets a new browser sign in once guesses used up the account's attempts. */
  @Public()
  @Post('login/device-link')
  @HttpCode(200)
  async deviceLink(@Body(zodBody(deviceLinkSchema)) body: DeviceLinkRequest, @Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<{ message: string }> {
    return this.signInLinks.use(body.token, request, response);
  }

  @Public()
  @Post('register')
  async register(@Body(zodBody(registerRequestSchema)) body: RegisterRequest, @Req() request: Request): Promise<UserDto> {
    const user = await this.auth.register(request.ip ?? 'unknown', body);
    await startSession(request, user);
    return toUserDto(user);
  }

  @Public()
  @Post('logout')
  @HttpCode(200)
  async logout(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<{ message: string }> {
    await new Promise<void>((resolve, reject) => request.logout((error) => (error ? reject(error) : resolve())));
    await new Promise<void>((resolve, reject) => request.session.destroy((error) => (error ? reject(error) : resolve())));
    response.clearCookie(SESSION_COOKIE, { path: '/' });
    return { message: 'Logged out' };
  }

  /** The current user; 401 when nobody is signed in, which the UI reads as "logged out". */
  @RequirePermission('account')
  @Get('user')
  me(@CurrentUser() user: UserEntity): UserDto {
    return toUserDto(user);
  }
}
