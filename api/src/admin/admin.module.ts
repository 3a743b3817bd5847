import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UserEntity } from '../users/user.entity';
import { AdminController } from './admin.controller';

@Module({ imports: [TypeOrmModule.forFeature([UserEntity])], controllers: [AdminController] })
export class AdminModule {}
