import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BookingsModule } from '../bookings/bookings.module';
import { PackagesModule } from '../catalog/packages/packages.module';
import { UsersModule } from '../identity/users/users.module';
import { PaymentsModule } from '../payments/payments.module';
import { MessagesModule } from '../messaging/messages.module';
import { JobsModule } from '../platform/jobs/jobs.module';
import { AdminPlansController } from './controllers/admin-plans.controller';
import { PlansController } from './controllers/plans.controller';
import { MaintenancePlanEntity } from './maintenance-plan.entity';
import { PlanMembershipEntity } from './plan-membership.entity';
import { PlanVisitEntity } from './plan-visit.entity';
import { PlanVisitPlacement } from './plan-visit-placement';
import { PlanMessages } from './plan-messages';
import { PlansListeners } from './plans.listeners';
import { PlansPersonalData } from './plans.personal-data';
import { PlansService } from './plans.service';

/**
 * Maintenance plans (issue 42): plans, memberships and their visits. Visits are booked through
 * bookings' checkout and held on the saved card through payments; what plans learn of bookings comes
 * as booking events.
 */
@Module({
  imports: [TypeOrmModule.forFeature([MaintenancePlanEntity, PlanMembershipEntity, PlanVisitEntity]), BookingsModule, PaymentsModule, MessagesModule, PackagesModule, UsersModule, JobsModule],
  controllers: [PlansController, AdminPlansController],
  providers: [PlansService, PlanVisitPlacement, PlansListeners, PlanMessages, PlansPersonalData],
  exports: [PlansService],
})
export class PlansModule {}
