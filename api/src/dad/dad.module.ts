import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BookingEntity } from '../bookings/booking.entity';
import { DadController } from './dad.controller';

@Module({ imports: [TypeOrmModule.forFeature([BookingEntity])], controllers: [DadController] })
export class DadModule {}
