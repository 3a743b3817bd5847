import { Body, Controller, Get, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { adminMembershipDtoSchema, adminPlanDtoSchema, createPlanSchema, type AdminMembershipDto, type AdminPlanDto, type CreatePlanInput } from '@dd/contracts/plan';
import { zodBody } from '../../common/zod-validation.pipe';
import { PlansService } from '../plans.service';
import { RequirePermission } from '../../common/access';
import { Returns } from '../../common/returns.decorator';

/** The owner's plans and their members. */
@ApiTags('admin')
@Controller('admin/plans')
@RequirePermission('adminArea')
export class AdminPlansController {
  constructor(private readonly plans: PlansService) {}

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

  @Get('members')
  @Returns([adminMembershipDtoSchema])
  members(): Promise<AdminMembershipDto[]> {
    return this.plans.members();
  }
}
