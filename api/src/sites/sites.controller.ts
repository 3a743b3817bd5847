import { Body, Controller, Delete, Get, HttpCode, Param, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  saveSiteSchema,
  siteAddressSchema,
  siteNeedDtoSchema,
  siteOfDtoSchema,
  siteProfileDtoSchema,
  type SaveSiteInput,
  type SiteAddress,
  type SiteNeedDto,
  type SiteOfDto,
  type SiteProfileDto,
} from '@dd/contracts/site';
import { Returns } from '../common/returns.decorator';
import { ZodValidationPipe, zodBody } from '../common/zod-validation.pipe';
import type { UserEntity } from '../identity/users/user.entity';
import { RequirePermission, CurrentUser } from '../common/access';
import { SitesService } from './sites.service';

/** The customer's site profiles: kept from the wizard, edited in the portal. */
@ApiTags('sites')
@Controller('sites')
@RequirePermission('customerArea')
export class SitesController {
  constructor(private readonly sites: SitesService) {}

  @Get()
  @Returns([siteProfileDtoSchema])
  mine(@CurrentUser() user: UserEntity): Promise<SiteProfileDto[]> {
    return this.sites.mine(user.id);
  }

  /** The profile of one address, so the wizard asks only when there is none. */
  @Get('lookup')
  @Returns(siteOfDtoSchema)
  async lookup(@CurrentUser() user: UserEntity, @Query(new ZodValidationPipe(siteAddressSchema)) query: SiteAddress): Promise<SiteOfDto> {
    return { site: await this.sites.lookup(user.id, query.address, query.zipCode) };
  }

  @Put()
  @Returns(siteProfileDtoSchema)
  save(@CurrentUser() user: UserEntity, @Body(zodBody(saveSiteSchema)) body: SaveSiteInput): Promise<SiteProfileDto> {
    return this.sites.save(user.id, body);
  }

  @Delete(':id')
  @HttpCode(204)
  remove(@CurrentUser() user: UserEntity, @Param('id') id: string): Promise<void> {
    return this.sites.remove(user.id, id);
  }
}

/** The DAD's job's site and the admin's jobs without water or power. */
@ApiTags('sites')
@Controller()
export class JobSitesController {
  constructor(private readonly sites: SitesService) {}

  /** 404 when the job is not the DAD's. */
  @RequirePermission('dadArea')
  @Get('dad/bookings/:id/site')
  @Returns(siteOfDtoSchema)
  async ofJob(@CurrentUser() dad: UserEntity, @Param('id') id: string): Promise<SiteOfDto> {
    return { site: await this.sites.ofJob(dad.id, id) };
  }

  @RequirePermission('adminArea')
  @Get('admin/sites/needs')
  @Returns([siteNeedDtoSchema])
  needs(): Promise<SiteNeedDto[]> {
    return this.sites.needs();
  }
}
