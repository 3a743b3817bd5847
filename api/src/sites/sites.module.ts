import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BookingsModule } from '../bookings/bookings.module';
import { PackagesModule } from '../catalog/packages/packages.module';
import { JobSitesController, SitesController } from './sites.controller';
import { SiteProfileEntity } from './sites.entities';
import { SitesPersonalData } from './sites.personal-data';
import { SitesService } from './sites.service';

/** Site profiles (issue 44): water, power, cover, codes and rules at each of a customer's addresses. */
@Module({
  imports: [TypeOrmModule.forFeature([SiteProfileEntity]), BookingsModule, PackagesModule],
  controllers: [SitesController, JobSitesController],
  providers: [SitesService, SitesPersonalData],
  exports: [SitesService],
})
export class SitesModule {}
