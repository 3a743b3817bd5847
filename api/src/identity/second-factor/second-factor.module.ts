import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { RateLimiter } from '../auth/rate-limiter';
import { SessionEntity } from '../auth/session.entity';
import { SignInEventsModule } from '../auth/sign-in-events/sign-in-events';
import { UserSessions } from '../users/profile.sessions';
import { SecondFactorController } from './second-factor.controller';
import { SecondFactorService } from './second-factor.service';
import { SecondFactorPolicy } from './second-factor-status';
import { SettingsModule } from '../../settings/settings.module';

/** Two-step sign-in: authenticator-app codes and recovery codes (the sign-in's second step is in AuthModule). */
@Module({
  imports: [TypeOrmModule.forFeature([SessionEntity]), SignInEventsModule, SettingsModule],
  controllers: [SecondFactorController],
  providers: [SecondFactorService, SecondFactorPolicy, RateLimiter, UserSessions],
  exports: [SecondFactorService, SecondFactorPolicy],
})
export class SecondFactorModule {}
