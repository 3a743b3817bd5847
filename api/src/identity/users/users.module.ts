import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PasswordHasher } from './password-hasher';
import { UserEntity } from './user.entity';
import { Users } from './users';
import { UsersService } from './users.service';

@Module({
  imports: [TypeOrmModule.forFeature([UserEntity])],
  providers: [UsersService, Users, PasswordHasher],
  exports: [UsersService, Users, PasswordHasher],
})
export class UsersModule {}
