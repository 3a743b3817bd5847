import { Module } from '@nestjs/common';
import { UsersModule } from '../identity/users/users.module';
import { CheckoutPricing } from './checkout-pricing';
import { PointsLedger } from './points-ledger';
import { RewardsController } from './rewards.controller';
import { RewardsService } from './rewards.service';
import { LoyaltyListeners } from './loyalty.listeners';
import { LoyaltyPersonalData } from './loyalty.personal-data';

/** Wash points (the ledger), rewards and what they take off a booking at checkout. */
@Module({
  imports: [UsersModule],
  controllers: [RewardsController],
  providers: [LoyaltyListeners, LoyaltyPersonalData, PointsLedger, RewardsService, CheckoutPricing],
  exports: [PointsLedger, CheckoutPricing],
})
export class RewardsModule {}
