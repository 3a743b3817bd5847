import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BookingEntity } from '../../bookings/booking.entity';
import { GalleryPhotoEntity } from '../gallery/gallery-photo.entity';
import { JobsModule } from '../../platform/jobs/jobs.module';
import { StorageModule } from '../../platform/storage/storage.module';
import { UserEntity } from '../../identity/users/user.entity';
import { BookingMediaEntity } from './booking-media.entity';
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
    TypeOrmModule.forFeature([ImageEntity, ImageVariantEntity, BookingMediaEntity, BookingEntity, UserEntity, GalleryPhotoEntity]),
    StorageModule,
    JobsModule,
  ],
  controllers: [ImagesController],
  // RateLimiter keeps its counters in the database, shared with every other instance of it.
  providers: [ImagesService, ImageProcessor, ImageProcessing, ImageAccess, ImageUploadLimits, RateLimiter, ImagesPersonalData],
  exports: [ImagesService],
})
export class ImagesModule {}
