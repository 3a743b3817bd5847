import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CarEntity } from './car.entity';
import { CarsController } from './cars.controller';
import { CarsPersonalData } from './cars.personal-data';
import { CarsService } from './cars.service';

@Module({ imports: [TypeOrmModule.forFeature([CarEntity])], controllers: [CarsController], providers: [CarsService, CarsPersonalData], exports: [CarsService] })
export class CarsModule {}
