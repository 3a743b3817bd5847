import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { RateLimiter } from '../auth/rate-limiter';
import { SessionEntity } from '../auth/session.entity';
import { EmailModule } from '../email/email.module';
import { ProfileController } from './profile.controller';
import { ProfilePersonalData } from './profile.personal-data';
import { ProfileService } from './profile.service';
import { UserSessions } from './profile.sessions';
import { UserEntity } from './user.entity';
import { UsersModule } from './users.module';

/** The signed-in person's own profile: personal information, password and photo. */
@Module({
  imports: [TypeOrmModule.forFeature([UserEntity, SessionEntity]), UsersModule, EmailModule],
  controllers: [ProfileController],
  // RateLimiter keeps its counters in the database, shared with every other instance of it.
  providers: [ProfileService, UserSessions, RateLimiter, ProfilePersonalData],
})
export class ProfileModule {}
