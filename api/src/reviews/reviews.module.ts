import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BookingEntity } from '../bookings/booking.entity';
import { ReviewEntity } from './review.entity';
import { ReviewsController } from './reviews.controller';
import { ReviewsPersonalData } from './reviews.personal-data';
import { ReviewsService } from './reviews.service';

@Module({
  imports: [TypeOrmModule.forFeature([ReviewEntity, BookingEntity])],
  controllers: [ReviewsController],
  providers: [ReviewsService, ReviewsPersonalData],
  exports: [ReviewsService],
})
export class ReviewsModule {}
