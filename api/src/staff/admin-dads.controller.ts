import { Body, Controller, Get, Param, Patch, Post, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  adminDadQuerySchema,
  newDadSchema,
  dadCoverageSchema,
  updateDadSchema,
  type AdminDadDeactivationDto,
  type AdminDadDto,
  type AdminDadSummaryDto,
  type AdminDadUpdateResponse,
  type DadCoverageDto,
  type NewDadRequest,
} from '@dd/contracts/admin-dads';
import type { PageQuery } from '@dd/contracts/paging';
import { RequirePermission, CurrentUser, StepUp } from '../common/access';
import type { PagedList } from '../common/paging';
import { ZodValidationPipe, zodBody } from '../common/zod-validation.pipe';
import type { UserEntity } from '../identity/users/user.entity';
import { AdminDadsService } from './admin-dads.service';
import { adminDadDeactivationDtoSchema, adminDadDtoSchema, adminDadSummaryDtoSchema, adminDadUpdateResponseSchema } from '@dd/contracts/admin-dads';
import { Returns } from '../common/returns.decorator';

@ApiTags('admin')
@Controller('admin/dads')
@RequirePermission('adminArea')
export class AdminDadsController {
  constructor(private readonly dads: AdminDadsService) {}

  /** Paged, newest first; `q` a name or email. Totals are over completed bookings. */
  @Get()
  @Returns([adminDadDtoSchema])
  list(@Query(new ZodValidationPipe(adminDadQuerySchema)) query: PageQuery): Promise<PagedList<AdminDadDto>> {
    return this.dads.list(query);
  }

  @Get('summary')
  @Returns(adminDadSummaryDtoSchema)
  summary(): Promise<AdminDadSummaryDto> {
    return this.dads.summary();
  }

  /** dad-and-admin §7: firstName, lastName, email, phone, password; optionally coverage and weekly hours (issue 37). Makes a DAD, never another role. */
  @StepUp()
  @Post()
  @Returns(adminDadDtoSchema)
  create(@CurrentUser() admin: UserEntity, @Body(zodBody(newDadSchema)) body: NewDadRequest & { phone: string }): Promise<AdminDadDto> {
    return this.dads.create(admin, body);
  }

  /** What deactivating the DAD would touch (issue 37): jobs in progress (which block it) and jobs that would lose their DAD. */
  @Get(':id/deactivation')
  @Returns(adminDadDeactivationDtoSchema)
  deactivation(@Param('id') id: string): Promise<AdminDadDeactivationDto> {
    return this.dads.deactivation(id);
  }

  /** Deactivate (refused while a job is in progress; the jobs not started lose their DAD) or reactivate; answers with those jobs. */
  @StepUp()
  @Patch(':id')
  @Returns(adminDadUpdateResponseSchema)
  update(@CurrentUser() admin: UserEntity, @Param('id') id: string, @Body(zodBody(updateDadSchema)) body: { isActive: boolean }): Promise<AdminDadUpdateResponse> {
    return this.dads.setActive(admin, id, body.isActive);
  }

  /** Where the DAD works (issue 27): base ZIP, and covered ZIPs or a radius in miles; all null: the whole service area. */
  @Put(':id/coverage')
  @Returns(adminDadDtoSchema)
  setCoverage(@CurrentUser() admin: UserEntity, @Param('id') id: string, @Body(zodBody(dadCoverageSchema)) body: DadCoverageDto): Promise<AdminDadDto> {
    return this.dads.setCoverage(admin, id, body);
  }
}
