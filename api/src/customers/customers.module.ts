import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CarEntity } from './cars/car.entity';
import { UsersModule } from '../identity/users/users.module';
import { AdminCustomerProfileController, CustomerProfileController } from './customer-profile.controller';
import { CustomerProfileService } from './customer-profile.service';

@Module({
  imports: [TypeOrmModule.forFeature([CarEntity]), UsersModule],
  controllers: [CustomerProfileController, AdminCustomerProfileController],
  providers: [CustomerProfileService],
})
export class CustomersModule {}
