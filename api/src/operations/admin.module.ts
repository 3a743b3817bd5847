import { Module } from '@nestjs/common';
import { BookingsModule } from '../bookings/bookings.module';
import { JobsModule } from '../platform/jobs/jobs.module';
import { PaymentsModule } from '../payments/payments.module';
import { SettingsModule } from '../settings/settings.module';
import { StorageModule } from '../platform/storage/storage.module';
import { UsersModule } from '../identity/users/users.module';
import { AddOnsModule } from '../catalog/add-ons/add-ons.module';
import { AdminAddOnsController } from '../catalog/add-ons/admin/admin-add-ons.controller';
import { AdminAddOnsService } from '../catalog/add-ons/admin/admin-add-ons.service';
import { AdminController } from './admin.controller';
import { AuditModule } from '../audit/audit.module';
import { AdminBookingsController } from '../bookings/admin/admin-bookings.controller';
import { AdminBookingsService } from '../bookings/admin/admin-bookings.service';
import { AdminCustomersController } from '../customers/admin/admin-customers.controller';
import { AdminCustomersService } from '../customers/admin/admin-customers.service';
import { AdminDadsController } from '../staff/admin-dads.controller';
import { AdminDadsService } from '../staff/admin-dads.service';
import { AdminDispatchController } from '../scheduling/admin/admin-dispatch.controller';
import { SchedulingModule } from '../scheduling/scheduling.module';
import { AdminPackagesController } from '../catalog/packages/admin/admin-packages.controller';
import { AdminPackagesService } from '../catalog/packages/admin/admin-packages.service';
import { AdminReviewsController } from '../reviews/admin/admin-reviews.controller';
import { AdminReviewsService } from '../reviews/admin/admin-reviews.service';
import { AdminSettingsController } from '../settings/admin/admin-settings.controller';
import { AdminSettingsService } from '../settings/admin/admin-settings.service';
import { AdminStatsService } from './stats/admin-stats.service';
import { RewardsModule } from '../loyalty/rewards.module';
import { ReleasesModule } from './releases/releases.module';
import { SystemStatusService } from './stats/system-status.service';

/** The admin area's API (dad-and-admin §7), one service per screen; every change lands in admin_audit or booking_events. */
@Module({
  imports: [AuditModule, BookingsModule, PaymentsModule, SettingsModule, UsersModule, StorageModule, JobsModule, RewardsModule, ReleasesModule, AddOnsModule, SchedulingModule],
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
