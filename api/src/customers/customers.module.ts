import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CarEntity } from './cars/car.entity';
import { UserEntity } from '../identity/users/user.entity';
import { AdminCustomerProfileController, CustomerProfileController } from './customer-profile.controller';
import { CustomerProfileService } from './customer-profile.service';

@Module({
  imports: [TypeOrmModule.forFeature([UserEntity, CarEntity])],
  controllers: [CustomerProfileController, AdminCustomerProfileController],
  providers: [CustomerProfileService],
})
export class CustomersModule {}
