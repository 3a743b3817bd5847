import { createHash } from 'node:crypto';
import { Controller, Delete, Get, HttpCode, Injectable, Module, Param, Post, Req, type NestMiddleware, type MiddlewareConsumer, type NestModule } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { InjectRepository, TypeOrmModule } from '@nestjs/typeorm';
import type { NextFunction, Request, Response } from 'express';
import type { SessionData } from 'express-session';
import { MoreThan, type Repository } from 'typeorm';
import { signedInDeviceDtoSchema, signOutOthersResponseSchema, type SignedInDeviceDto } from '@dd/contracts/devices';
import { badRequest, notFound } from '../../../common/api-exception';
import { UserSessions } from '../../users/profile.sessions';
import type { UserEntity } from '../../users/user.entity';
import { RequirePermission, CurrentUser } from '../../../common/access';
import { Returns } from '../../../common/returns.decorator';
import { browserName } from '../browser-name';
import { SessionEntity } from '../session.entity';
import { SignInEvents, SignInEventsModule } from '../sign-in-events/sign-in-events';

/** How stale "last seen" may get before a request writes it again (one session write per this, not one per request). */
export const LAST_SEEN_EVERY_MS = 5 * 60_000;

/** The name a session goes by on the devices screen: never its id, which is the cookie's secret. */
const deviceIdOf = (sessionId: string) => createHash('sha256').update(`device:${sessionId}`).digest('base64url').slice(0, 22);

/**
 * Moves a signed-in session's "last seen" forward, at most once per LAST_SEEN_EVERY_MS: express-session saves
 * a session only when it changed, so a request in between costs nothing.
 */
@Injectable()
export class LastSeen implements NestMiddleware {
  use(request: Request, _response: Response, next: NextFunction): void {
    const device = request.user ? request.session?.device : undefined;
    if (device && Date.now() - device.lastSeenAt > LAST_SEEN_EVERY_MS) device.lastSeenAt = Date.now();
    next();
  }
}

/** The account's signed-in browsers, and signing one or all the others out. */
@Injectable()
export class SignedInDevices {
  constructor(
    @InjectRepository(SessionEntity) private readonly sessions: Repository<SessionEntity>,
    private readonly userSessions: UserSessions,
    private readonly events: SignInEvents,
  ) {}

  /** This browser first, then the most recently seen. */
  async list(user: UserEntity, currentSessionId: string): Promise<SignedInDeviceDto[]> {
    const rows = await this.sessions.find({ select: { id: true, data: true }, where: { userId: user.id, expiresAt: MoreThan(Date.now()) } });
    const iso = (ms: number | undefined) => (ms ? new Date(ms).toISOString() : null);
    return rows
      .map((row) => {
        const data = JSON.parse(row.data) as SessionData;
        return {
          id: deviceIdOf(row.id),
          browser: browserName(data.device?.userAgent),
          ip: data.device?.ip || null,
          signedInAt: iso(data.signedInAt),
          lastSeenAt: iso(data.device?.lastSeenAt ?? data.signedInAt),
          current: row.id === currentSessionId,
        };
      })
      .sort((a, b) => Number(b.current) - Number(a.current) || (b.lastSeenAt ?? '').localeCompare(a.lastSeenAt ?? ''));
  }

  /** Ends one other session of the account (this one signs out with POST /api/logout). */
  async signOut(request: Request, user: UserEntity, deviceId: string): Promise<void> {
    const rows = await this.sessions.find({ select: { id: true }, where: { userId: user.id } });
    const row = rows.find((candidate) => deviceIdOf(candidate.id) === deviceId);
    if (!row) throw notFound('That device is not signed in');
    if (row.id === request.sessionID) throw badRequest('VALIDATION_FAILED', 'This is the device you are using: sign out from the menu instead');
    await this.sessions.delete({ id: row.id, userId: user.id });
    await this.events.record(request, 'device_signed_out', { userId: user.id, email: user.email });
  }

  async signOutOthers(request: Request, user: UserEntity): Promise<void> {
    await this.userSessions.endOthers(user.id, request.sessionID);
    await this.events.record(request, 'others_signed_out', { userId: user.id, email: user.email });
  }
}

@ApiTags('account')
@Controller('account/devices')
@RequirePermission('account')
export class SignedInDevicesController {
  constructor(private readonly devices: SignedInDevices) {}

  @Get()
  @Returns([signedInDeviceDtoSchema])
  list(@CurrentUser() user: UserEntity, @Req() request: Request): Promise<SignedInDeviceDto[]> {
    return this.devices.list(user, request.sessionID);
  }

  @Delete(':device')
  @HttpCode(204)
  signOut(@CurrentUser() user: UserEntity, @Req() request: Request, @Param('device') device: string): Promise<void> {
    return this.devices.signOut(request, user, device);
  }

  /** "Sign out everywhere else": every session of the account but this one. */
  @Post('sign-out-others')
  @HttpCode(200)
  @Returns(signOutOthersResponseSchema)
  async signOutOthers(@CurrentUser() user: UserEntity, @Req() request: Request): Promise<{ message: string }> {
    await this.devices.signOutOthers(request, user);
    return { message: 'Signed out everywhere else' };
  }
}

@Module({
  imports: [TypeOrmModule.forFeature([SessionEntity]), SignInEventsModule],
  controllers: [SignedInDevicesController],
  providers: [SignedInDevices, UserSessions],
})
export class SignedInDevicesModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(LastSeen).forRoutes('{*splat}');
  }
}
