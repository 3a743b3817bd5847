import { Module } from '@nestjs/common';
import { RewardsModule } from '../loyalty/rewards.module';
import { PlanVisitPricing } from './plan-visit-pricing';

/**
 * The checkout pricing with plans' member prices, on its own so the composition root binds it to
 * bookings' port without PlansModule (which imports bookings) in the ports' module.
 */
@Module({
  imports: [RewardsModule],
  providers: [PlanVisitPricing],
  exports: [PlanVisitPricing],
})
export class PlanPricingModule {}
