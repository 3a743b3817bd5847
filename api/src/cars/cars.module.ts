import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CarEntity } from './car.entity';
import { CarsController } from './cars.controller';

@Module({ imports: [TypeOrmModule.forFeature([CarEntity])], controllers: [CarsController] })
export class CarsModule {}
