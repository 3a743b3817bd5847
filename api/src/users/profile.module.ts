import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ImagesModule } from '../images/images.module';
import { ProfileController } from './profile.controller';
import { ProfileService } from './profile.service';
import { UserEntity } from './user.entity';

/** The signed-in person's own profile: photo now, personal information and password later. */
@Module({
  imports: [TypeOrmModule.forFeature([UserEntity]), ImagesModule],
  controllers: [ProfileController],
  providers: [ProfileService],
})
export class ProfileModule {}
