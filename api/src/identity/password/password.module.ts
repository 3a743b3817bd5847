import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { RateLimiter } from '../auth/rate-limiter';
import { SessionEntity } from '../auth/session.entity';
import { UserSessions } from '../users/profile.sessions';
import { UsersModule } from '../users/users.module';
import { PasswordLinks } from './password-links';
import { PasswordController } from './password.controller';
import { PasswordService } from './password.service';

/** Password links: "set your password" after a visitor's checkout, and "Forgot password?". */
@Module({
  imports: [TypeOrmModule.forFeature([SessionEntity]), UsersModule],
  controllers: [PasswordController],
  providers: [PasswordService, PasswordLinks, UserSessions, RateLimiter],
  exports: [PasswordLinks],
})
export class PasswordModule {}
