import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BookingsModule } from '../bookings/bookings.module';
import { ReviewEntity } from './review.entity';
import { ReviewsController } from './reviews.controller';
import { ReviewsPersonalData } from './reviews.personal-data';
import { ReviewsService } from './reviews.service';

@Module({
  imports: [TypeOrmModule.forFeature([ReviewEntity]), BookingsModule],
  controllers: [ReviewsController],
  providers: [ReviewsService, ReviewsPersonalData],
  exports: [ReviewsService],
})
export class ReviewsModule {}
