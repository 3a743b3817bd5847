import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { PassportModule } from '@nestjs/passport';
import { getRepositoryToken, TypeOrmModule } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { PasswordModule } from '../password/password.module';
import { SecondFactorModule } from '../second-factor/second-factor.module';
import { UsersModule } from '../users/users.module';
import { AccessGuard } from './access.guard';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { LocalStrategy } from './local.strategy';
import { RateLimitEntity } from './rate-limit.entity';
import { SESSION_TTL_MS } from './session';
import { SessionEntity } from './session.entity';
import { SessionSerializer } from './session.serializer';
import { DatabaseSessionStore } from './session.store';
import { KnownDevices } from './known-devices';
import { RateLimiter } from './rate-limiter';
import { SignInLinks } from './sign-in-links';
import { StepUpController, StepUpService } from './step-up';
import { SignInEventsModule } from './sign-in-events/sign-in-events';
import { PasskeyEntity } from '../second-factor/passkeys/passkey.entity';
import { Passkeys, PasskeysController } from '../second-factor/passkeys/passkeys';
import { AuditModule } from '../../audit/audit.module';
import { ApiKeyEntity } from './api-keys/api-key.entity';
import { AdminApiKeysController, ApiKeys } from './api-keys/api-keys';

@Module({
  imports: [PassportModule.register({ session: true }), TypeOrmModule.forFeature([SessionEntity, RateLimitEntity, PasskeyEntity, ApiKeyEntity]), UsersModule, PasswordModule, SecondFactorModule, SignInEventsModule, AuditModule],
  controllers: [AuthController, StepUpController, PasskeysController, AdminApiKeysController],
  providers: [
    AuthService,
    LocalStrategy,
    SessionSerializer,
    RateLimiter,
    KnownDevices,
    SignInLinks,
    StepUpService,
    Passkeys,
    ApiKeys,
    { provide: APP_GUARD, useClass: AccessGuard },
    {
      provide: DatabaseSessionStore,
      inject: [getRepositoryToken(SessionEntity)],
      useFactory: (sessions: Repository<SessionEntity>) => new DatabaseSessionStore(sessions, SESSION_TTL_MS),
    },
  ],
  exports: [DatabaseSessionStore],
})
export class AuthModule {}
