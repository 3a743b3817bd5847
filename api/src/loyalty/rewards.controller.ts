import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { RewardClaimResponse, RewardsOverviewDto } from '@dd/contracts/rewards';
import { RequirePermission, CurrentUser } from '../common/access';
import type { UserEntity } from '../identity/users/user.entity';
import { RewardsService } from './rewards.service';
import { rewardClaimResponseSchema, rewardsOverviewDtoSchema } from '@dd/contracts/rewards';
import { Returns } from '../common/returns.decorator';
import { ReplayedRead } from '../platform/cache/replayed-reads';

/** Wash points and rewards (customer-side §4, §9); the spec leaves the claim call to us. */
@ApiTags('rewards')
@Controller('rewards')
@RequirePermission('customerArea')
export class RewardsController {
  constructor(private readonly rewards: RewardsService) {}

  /** Replayed while nothing changed (signed-in reads): the customer's dashboard reads it with the user and the bookings. */
  @Get()
  @ReplayedRead()
  @Returns(rewardsOverviewDtoSchema)
  overview(@CurrentUser() user: UserEntity): Promise<RewardsOverviewDto> {
    return this.rewards.overview(user);
  }

  /** 409 NOT_ENOUGH_POINTS or REWARD_UNAVAILABLE; a credit or add-on then waits for the next checkout. */
  @Post(':id/claim')
  @HttpCode(200)
  @Returns(rewardClaimResponseSchema)
  claim(@CurrentUser() user: UserEntity, @Param('id') id: string): Promise<RewardClaimResponse> {
    return this.rewards.claim(user, id);
  }
}
