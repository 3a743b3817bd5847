import { Body, Controller, Get, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { adminMembershipDtoSchema, adminPlanDtoSchema, createPlanSchema, type AdminMembershipDto, type AdminPlanDto, type CreatePlanInput } from '@dd/contracts/plan';
import { zodBody } from '../../common/zod-validation.pipe';
import { adminPlanSummaryDtoSchema, type AdminPlanSummaryDto } from '@dd/contracts/plan-summary';
import { PlanCardUpdates } from '../plan-card-updates';
import { PlansService } from '../plans.service';
import { PlanFigures } from '../plan-figures';
import { RequirePermission } from '../../common/access';
import { Returns } from '../../common/returns.decorator';

/** The owner's plans and their members. */
@ApiTags('admin')
@Controller('admin/plans')
@RequirePermission('adminArea')
export class AdminPlansController {
  constructor(
    private readonly plans: PlansService,
    private readonly figures: PlanFigures,
    private readonly cardUpdates: PlanCardUpdates,
  ) {}

  @Get()
  @Returns([adminPlanDtoSchema])
  list(): Promise<AdminPlanDto[]> {
    return this.plans.listAll();
  }

  @Post()
  @Returns(adminPlanDtoSchema)
  create(@Body(zodBody(createPlanSchema)) body: CreatePlanInput): Promise<AdminPlanDto> {
    return this.plans.create(body);
  }

  /** The owner's figures: members, monthly recurring revenue, failed payments, churn and plan visits per DAD-week ahead. */
  @Get('summary')
  @Returns(adminPlanSummaryDtoSchema)
  summary(): Promise<AdminPlanSummaryDto> {
    return this.figures.summary();
  }

  @Get('members')
  @Returns([adminMembershipDtoSchema])
  members(): Promise<AdminMembershipDto[]> {
    return this.plans.members();
  }

  /** Retry now: what the plan owes, charged on its card at once (a decline is a 402 with the card's message). */
  @Post('memberships/:id/retry-payment')
  @Returns(adminMembershipDtoSchema)
  retryPayment(@Param('id') id: string): Promise<AdminMembershipDto> {
    return this.cardUpdates.retryNow(id);
  }
}
