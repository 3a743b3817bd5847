import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AddOnEntity, AddOnPackageEntity } from './add-on.entity';
import { AddOnsController } from './add-ons.controller';
import { AddOnsService } from './add-ons.service';
import { PackagesModule } from '../packages/packages.module';
import { BookingSelection } from './booking-selection';

/** Add-ons: the public list, and what prices and times a booking's vehicles (BookingSelection). */
@Module({
  imports: [TypeOrmModule.forFeature([AddOnEntity, AddOnPackageEntity]), PackagesModule],
  controllers: [AddOnsController],
  providers: [AddOnsService, BookingSelection],
  exports: [AddOnsService, BookingSelection],
})
export class AddOnsModule {}
