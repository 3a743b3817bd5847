import { Body, Controller, Get, Header, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  changeCarSchema,
  changeSlotSchema,
  joinPlanSchema,
  membershipCancellationDtoSchema,
  membershipDtoSchema,
  pausePlanSchema,
  planCardUpdateDtoSchema,
  planDtoSchema,
  updatePlanCardSchema,
  type ChangeCarInput,
  type ChangeSlotInput,
  type JoinPlanInput,
  type MembershipDto,
  type PausePlanInput,
  type PlanCardUpdateDto,
  type PlanDto,
  type UpdatePlanCardInput,
} from '@dd/contracts/plan';
import { zodBody } from '../../common/zod-validation.pipe';
import type { UserEntity } from '../../identity/users/user.entity';
import { PlansService } from '../plans.service';
import { PlanCardUpdates } from '../plan-card-updates';
import { Public, RequirePermission, CurrentUser } from '../../common/access';
import { Returns } from '../../common/returns.decorator';

/** The plans on offer (public) and a customer's own memberships. */
@ApiTags('plans')
@Controller('plans')
export class PlansController {
  constructor(
    private readonly plans: PlansService,
    private readonly cardUpdates: PlanCardUpdates,
  ) {}

  @Public()
  @Get()
  @Returns([planDtoSchema])
  list(): Promise<PlanDto[]> {
    return this.plans.listOffered();
  }

  @RequirePermission('customerArea')
  @Get('memberships/mine')
  @Returns([membershipDtoSchema])
  mine(@CurrentUser() user: UserEntity): Promise<MembershipDto[]> {
    return this.plans.mine(user);
  }

  /** Joins the plan; 409 PLAN_UNAVAILABLE / ALREADY_ON_PLAN, 404 for a card that is not the customer's. */
  @RequirePermission('customerArea')
  @Post(':id/join')
  @Returns(membershipDtoSchema)
  join(@CurrentUser() user: UserEntity, @Param('id') id: string, @Body(zodBody(joinPlanSchema)) body: JoinPlanInput): Promise<MembershipDto> {
    return this.plans.join(user, id, body);
  }

  /** The date a cancellation now would end the plan on, stated before the customer confirms. */
  @RequirePermission('customerArea')
  @Get('memberships/:id/cancellation')
  @Returns(membershipCancellationDtoSchema)
  cancellation(@CurrentUser() user: UserEntity, @Param('id') id: string): Promise<{ endsOn: string }> {
    return this.plans.cancellationDate(user, id);
  }

  /** 409 PAUSE_ALLOWANCE_USED beyond the plan's yearly allowance. */
  @RequirePermission('customerArea')
  @Post('memberships/:id/pause')
  @Returns(membershipDtoSchema)
  pause(@CurrentUser() user: UserEntity, @Param('id') id: string, @Body(zodBody(pausePlanSchema)) body: PausePlanInput): Promise<MembershipDto> {
    return this.plans.pause(user, id, body);
  }

  /** A new standing slot (weekday and arrival window) from the next visit not yet booked. */
  @RequirePermission('customerArea')
  @Post('memberships/:id/slot')
  @Returns(membershipDtoSchema)
  changeSlot(@CurrentUser() user: UserEntity, @Param('id') id: string, @Body(zodBody(changeSlotSchema)) body: ChangeSlotInput): Promise<MembershipDto> {
    return this.plans.changeSlot(user, id, body);
  }

  /** Another of the customer's cars from the next visit not yet booked; 409 ALREADY_ON_PLAN when that car is on a plan. */
  @RequirePermission('customerArea')
  @Post('memberships/:id/car')
  @Returns(membershipDtoSchema)
  changeCar(@CurrentUser() user: UserEntity, @Param('id') id: string, @Body(zodBody(changeCarSchema)) body: ChangeCarInput): Promise<MembershipDto> {
    return this.plans.changeCar(user, id, body);
  }

  @RequirePermission('customerArea')
  @Post('memberships/:id/cancel')
  @Returns(membershipDtoSchema)
  cancel(@CurrentUser() user: UserEntity, @Param('id') id: string): Promise<MembershipDto> {
    return this.plans.cancel(user, id);
  }

  /**
   * The emailed link to update a plan's card after a declined payment (decision 0460): the plan and
   * what it still owes. The customer's own plan only; 404 CARD_LINK_INVALID, 410 CARD_LINK_EXPIRED.
   */
  @RequirePermission('customerArea')
  @Get('card-update/:token')
  @Header('Cache-Control', 'no-store')
  @Returns(planCardUpdateDtoSchema)
  cardUpdate(@CurrentUser() user: UserEntity, @Param('token') token: string): Promise<PlanCardUpdateDto> {
    return this.cardUpdates.cardUpdate(user, token);
  }

  /**
   * The plan's new card (saved in Payment Methods first); what it still owes is charged on it at
   * once, and a plan stopped for payment resumes. 402 with the provider's message when it is declined.
   */
  @RequirePermission('customerArea')
  @Post('card-update/:token')
  @Returns(membershipDtoSchema)
  updateCard(@CurrentUser() user: UserEntity, @Param('token') token: string, @Body(zodBody(updatePlanCardSchema)) body: UpdatePlanCardInput): Promise<MembershipDto> {
    return this.cardUpdates.updateCard(user, token, body.paymentMethodId);
  }
}
