import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit/audit.module';
import { BookingsModule } from '../bookings/bookings.module';
import { StorageModule } from '../platform/storage/storage.module';
import { PrivacyRequestEntity } from './privacy-request.entity';
import { AdminPrivacyController, PrivacyController } from './privacy.controller';
import { PrivacyService } from './privacy.service';

/** Customers' requests about their data: download, deletion, and the admins who answer them. */
@Module({
  imports: [TypeOrmModule.forFeature([PrivacyRequestEntity]), DiscoveryModule, AuditModule, BookingsModule, StorageModule],
  controllers: [PrivacyController, AdminPrivacyController],
  providers: [PrivacyService],
})
export class PrivacyModule {}
