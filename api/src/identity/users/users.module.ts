import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UserAuditActors } from './audit-actors';
import { PasswordHasher } from './password-hasher';
import { UserEntity } from './user.entity';
import { UsersService } from './users.service';

@Module({
  imports: [TypeOrmModule.forFeature([UserEntity])],
  providers: [UsersService, PasswordHasher, UserAuditActors],
  exports: [UsersService, PasswordHasher, UserAuditActors],
})
export class UsersModule {}
