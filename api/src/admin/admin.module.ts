import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BookingsModule } from '../bookings/bookings.module';
import { JobsModule } from '../jobs/jobs.module';
import { PaymentsModule } from '../payments/payments.module';
import { SettingsModule } from '../settings/settings.module';
import { StorageModule } from '../storage/storage.module';
import { UsersModule } from '../users/users.module';
import { AddOnsModule } from '../add-ons/add-ons.module';
import { AdminAddOnsController } from './add-ons/admin-add-ons.controller';
import { AdminAddOnsService } from './add-ons/admin-add-ons.service';
import { AdminController } from './admin.controller';
import { AdminAuditEntity } from './audit/admin-audit.entity';
import { AdminAudit } from './audit/admin-audit';
import { AdminBookingsController } from './bookings/admin-bookings.controller';
import { AdminBookingsService } from './bookings/admin-bookings.service';
import { AdminCustomersController } from './customers/admin-customers.controller';
import { AdminCustomersService } from './customers/admin-customers.service';
import { AdminDadsController } from './dads/admin-dads.controller';
import { AdminDadsService } from './dads/admin-dads.service';
import { AdminDispatchController } from './dispatch/admin-dispatch.controller';
import { SchedulingModule } from '../scheduling/scheduling.module';
import { AdminPackagesController } from './packages/admin-packages.controller';
import { AdminPackagesService } from './packages/admin-packages.service';
import { AdminReviewsController } from './reviews/admin-reviews.controller';
import { AdminReviewsService } from './reviews/admin-reviews.service';
import { AdminSettingsController } from './settings/admin-settings.controller';
import { AdminSettingsService } from './settings/admin-settings.service';
import { AdminStatsService } from './stats/admin-stats.service';
import { RewardsModule } from '../rewards/rewards.module';
import { ReleasesModule } from '../releases/releases.module';
import { SystemStatusService } from './stats/system-status.service';

/** The admin area's API (dad-and-admin §7), one service per screen; every change lands in admin_audit or booking_events. */
@Module({
  imports: [TypeOrmModule.forFeature([AdminAuditEntity]), BookingsModule, PaymentsModule, SettingsModule, UsersModule, StorageModule, JobsModule, RewardsModule, ReleasesModule, AddOnsModule, SchedulingModule],
  controllers: [
    AdminController,
    AdminBookingsController,
    AdminCustomersController,
    AdminDadsController,
    AdminDispatchController,
    AdminPackagesController,
    AdminAddOnsController,
    AdminReviewsController,
    AdminSettingsController,
  ],
  providers: [
    AdminAudit,
    AdminStatsService,
    SystemStatusService,
    AdminBookingsService,
    AdminCustomersService,
    AdminDadsService,
    AdminPackagesService,
    AdminAddOnsService,
    AdminReviewsService,
    AdminSettingsService,
  ],
})
export class AdminModule {}
