import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ImagesModule } from '../media/images/images.module';
import { BookingMediaController } from './booking-media.controller';
import { BookingMediaService } from './booking-media.service';
import { BookingEntity } from './booking.entity';
import { BookingVehicleEntity } from './booking-vehicle.entity';

@Module({
  imports: [TypeOrmModule.forFeature([BookingEntity, BookingVehicleEntity]), ImagesModule],
  controllers: [BookingMediaController],
  providers: [BookingMediaService],
})
export class BookingMediaModule {}
