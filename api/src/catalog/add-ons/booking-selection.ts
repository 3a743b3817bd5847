import { Injectable, Optional } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { In, type DataSource, type EntityManager } from 'typeorm';
import { ADD_ON_MESSAGES, type VehicleChoice } from '@dd/contracts/add-on';
import { BOOKING_MESSAGES } from '@dd/contracts/booking';
import type { VehicleType } from '@dd/contracts/enums';
import type { BookingSubtotal } from '@dd/domain/loyalty';
import { fromCents, priceFor, toCents } from '@dd/domain/pricing';
import { invalidField } from '../../common/api-exception';
import { PackageEntity } from '../packages/package.entity';
import { PackagesService } from '../packages/packages.service';
import { AddOnEntity, AddOnPackageEntity } from './add-on.entity';

/** An add-on as it was sold: its name, price and minutes at checkout (what a booking's vehicle keeps). */
export interface SoldAddOn {
  id: string;
  name: string;
  price: string;
  durationMinutes: number;
}

/** One vehicle priced: its package for its size, its add-ons, and the minutes on site. */
export interface PricedVehicle {
  position: number;
  vehicleType: VehicleType;
  carId: string | null;
  packageId: string;
  packageName: string;
  packagePrice: string;
  addOns: SoldAddOn[];
  /** Package plus add-ons. */
  price: string;
  durationMinutes: number;
}

export interface PricedSelection {
  vehicles: PricedVehicle[];
  /** What CheckoutPricing takes the customer's discounts off. */
  subtotal: BookingSubtotal;
  /** Every vehicle's package and add-on minutes: how long the DAD is on site. */
  durationMinutes: number;
}

/** The request field a vehicle's problem is reported on: the spec's fields for the first, moreVehicles.N for the others. */
const fieldOf = (position: number, field: 'packageId' | 'addOnIds') => (position === 1 ? field : `moreVehicles.${position - 2}.${field}`);

/**
 * Prices and times what a customer chose: each vehicle's package at its size, plus each add-on at
 * that size, from the database alone (whatever amounts a client sent). An inactive package or
 * add-on, or an add-on not offered with that vehicle's package, is a 400 naming it. Read by the
 * checkout, the quote and availability, so all three agree on the price and the minutes.
 *
 * The active packages come from PackagesService's kept list (current on every instance within a second
 * of a change) unless the caller prices in its own transaction; without PackagesService (the demo seed)
 * they are read each time.
 */
@Injectable()
export class BookingSelection {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Optional() private readonly packages?: PackagesService,
  ) {}

  async price(choices: VehicleChoice[], manager?: EntityManager): Promise<PricedSelection> {
    const packageIds = [...new Set(choices.map((c) => c.packageId))];
    const addOnIds = [...new Set(choices.flatMap((c) => c.addOnIds))];
    const packages = await this.activePackages(packageIds, manager);
    const db = manager ?? this.dataSource.manager;
    const addOns = addOnIds.length ? await db.findBy(AddOnEntity, { id: In(addOnIds), isActive: true }) : [];
    const links = addOns.length ? await db.findBy(AddOnPackageEntity, { addOnId: In(addOns.map((a) => a.id)) }) : [];
    const offered = new Set(links.map((link) => `${link.addOnId}|${link.packageId}`));

    const vehicles = choices.map((choice, index): PricedVehicle => {
      const position = index + 1;
      const pkg = packages.find((p) => p.id === choice.packageId);
      if (!pkg) throw invalidField(fieldOf(position, 'packageId'), BOOKING_MESSAGES.packageUnavailable, 'PACKAGE_INACTIVE');
      const sold = choice.addOnIds.map((id): SoldAddOn => {
        const addOn = addOns.find((a) => a.id === id);
        if (!addOn) throw invalidField(fieldOf(position, 'addOnIds'), ADD_ON_MESSAGES.notAvailable, 'ADD_ON_UNAVAILABLE');
        if (!offered.has(`${id}|${pkg.id}`)) throw invalidField(fieldOf(position, 'addOnIds'), ADD_ON_MESSAGES.notForPackage(addOn.name, pkg.name), 'ADD_ON_UNAVAILABLE');
        return { id, name: addOn.name, price: priceFor(addOn, choice.vehicleType), durationMinutes: addOn.durationMinutes };
      });
      const packagePrice = priceFor(pkg, choice.vehicleType);
      return {
        position,
        vehicleType: choice.vehicleType,
        carId: choice.carId ?? null,
        packageId: pkg.id,
        packageName: pkg.name,
        packagePrice,
        addOns: sold,
        price: fromCents(toCents(packagePrice) + sum(sold.map((a) => toCents(a.price)))),
        durationMinutes: pkg.durationMinutes + sum(sold.map((a) => a.durationMinutes)),
      };
    });
    return {
      vehicles,
      subtotal: {
        packagePrice: fromCents(sum(vehicles.map((v) => toCents(v.packagePrice)))),
        addOnsPrice: fromCents(sum(vehicles.flatMap((v) => v.addOns.map((a) => toCents(a.price))))),
        vehicles: vehicles.map((v) => ({
          position: v.position,
          vehicleType: v.vehicleType,
          packageName: v.packageName,
          packagePrice: v.packagePrice,
          addOns: v.addOns.map(({ name, price }) => ({ name, price })),
        })),
      },
      durationMinutes: sum(vehicles.map((v) => v.durationMinutes)),
    };
  }

  private async activePackages(ids: string[], manager?: EntityManager): Promise<PackageEntity[]> {
    if (!manager && this.packages) return (await this.packages.listActive()).filter((p) => ids.includes(p.id));
    return (manager ?? this.dataSource.manager).findBy(PackageEntity, { id: In(ids), isActive: true });
  }
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
