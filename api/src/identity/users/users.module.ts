import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UserAuditActors } from './audit-actors';
import { PasswordHasher } from './password-hasher';
import { UserEntity } from './user.entity';
import { Users } from './users';
import { UsersService } from './users.service';

@Module({
  imports: [TypeOrmModule.forFeature([UserEntity])],
  providers: [UsersService, Users, PasswordHasher, UserAuditActors],
  exports: [UsersService, Users, PasswordHasher, UserAuditActors],
})
export class UsersModule {}
