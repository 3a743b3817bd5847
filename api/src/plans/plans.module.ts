import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BookingsModule } from '../bookings/bookings.module';
import { AddOnsModule } from '../catalog/add-ons/add-ons.module';
import { PackagesModule } from '../catalog/packages/packages.module';
import { CarsModule } from '../customers/cars/cars.module';
import { UsersModule } from '../identity/users/users.module';
import { PaymentsModule } from '../payments/payments.module';
import { MessagesModule } from '../messaging/messages.module';
import { JobsModule } from '../platform/jobs/jobs.module';
import { SchedulingModule } from '../scheduling/scheduling.module';
import { AdminPlansController } from './controllers/admin-plans.controller';
import { PlansController } from './controllers/plans.controller';
import { MaintenancePlanEntity } from './maintenance-plan.entity';
import { PlanMembershipEntity } from './plan-membership.entity';
import { PlanVisitEntity } from './plan-visit.entity';
import { PlanPricingModule } from './plan-pricing.module';
import { PlanVisitPlacement } from './plan-visit-placement';
import { PlanVisitRelease } from './plan-visit-release';
import { PlanMessages } from './plan-messages';
import { PlansListeners } from './plans.listeners';
import { PlansPersonalData } from './plans.personal-data';
import { PlansService } from './plans.service';
import { PlanPaymentRetries } from './plan-payment-retries';
import { PlanCardUpdates } from './plan-card-updates';
import { PlanVisitBooking } from './plan-visit-booking';
import { PlanCardLinks } from './plan-card-links';
import { APP_CONFIG, type AppConfig } from '../platform/config/app-config';
import { PlanFigures } from './plan-figures';

/**
 * Maintenance plans (issue 42): plans, memberships and their visits. Visits are booked through
 * bookings' checkout and held on the saved card through payments, a declined hold retried on a
 * schedule (decision 0460); what plans learn of bookings comes as booking events.
 */
@Module({
  imports: [TypeOrmModule.forFeature([MaintenancePlanEntity, PlanMembershipEntity, PlanVisitEntity]), BookingsModule, PaymentsModule, MessagesModule, PackagesModule, AddOnsModule, CarsModule, UsersModule, JobsModule, SchedulingModule, PlanPricingModule],
  controllers: [PlansController, AdminPlansController],
  providers: [
    PlansService,
    PlanVisitPlacement,
    PlanVisitRelease,
    PlanVisitBooking,
    PlanPaymentRetries,
    PlanCardUpdates,
    PlansListeners,
    PlanMessages,
    PlansPersonalData,
    { provide: PlanCardLinks, inject: [APP_CONFIG], useFactory: ({ sessionSecret, publicUrl }: AppConfig) => new PlanCardLinks(sessionSecret, publicUrl) },
    PlanFigures,
  ],
  exports: [PlansService],
})
export class PlansModule {}
