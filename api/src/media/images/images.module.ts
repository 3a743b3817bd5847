import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { GalleryPhotoEntity } from '../gallery/gallery-photo.entity';
import { JobsModule } from '../../platform/jobs/jobs.module';
import { StorageModule } from '../../platform/storage/storage.module';
import { UsersModule } from '../../identity/users/users.module';
import { BookingMediaEntity } from './booking-media.entity';
import { BookingPhotos } from './booking-photos';
import { ImageProfilePhotos } from './profile-photos';
import { ImageAccess } from './image-access';
import { ImageProcessing } from './image-processing';
import { ImageProcessor } from './image-processor';
import { ImageUploadLimits } from './image-upload-limits';
import { RateLimiter } from '../../identity/auth/rate-limiter';
import { ImageVariantEntity } from './image-variant.entity';
import { ImageEntity } from './image.entity';
import { ImagesController } from './images.controller';
import { ImagesPersonalData } from './images.personal-data';
import { ImagesService } from './images.service';

@Module({
  imports: [
    TypeOrmModule.forFeature([ImageEntity, ImageVariantEntity, BookingMediaEntity, GalleryPhotoEntity]),
    UsersModule,
    StorageModule,
    JobsModule,
  ],
  controllers: [ImagesController],
  // RateLimiter keeps its counters in the database, shared with every other instance of it.
  providers: [ImagesService, ImageProfilePhotos, ImageProcessor, ImageProcessing, ImageAccess, ImageUploadLimits, RateLimiter, BookingPhotos, ImagesPersonalData],
  exports: [ImagesService, ImageProfilePhotos, BookingPhotos],
})
export class ImagesModule {}
