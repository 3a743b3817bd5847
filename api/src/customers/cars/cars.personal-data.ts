import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { HoldsPersonalData, type DataSubject, type PersonalData } from '../../platform/personal-data/personal-data';
import { CarEntity } from './car.entity';

/** The customer's cars, removed ones included. Bookings keep their own copy of what was washed. */
@HoldsPersonalData({ tables: ['cars'] })
@Injectable()
export class CarsPersonalData implements PersonalData {
  async exportFor({ userId }: DataSubject, manager: EntityManager): Promise<Record<string, unknown>> {
    const cars = await manager.find(CarEntity, { where: { userId }, order: { createdAt: 'ASC' } });
    return { cars: cars.map(({ make, model, year, color, licensePlate, vehicleType, isDefault, createdAt, removedAt }) => ({ make, model, year, color, licensePlate, vehicleType, isDefault, createdAt, removedAt })) };
  }

  async erase({ userId }: DataSubject, manager: EntityManager): Promise<string[]> {
    // Bookings, their vehicles and gallery photos point at cars with ON DELETE SET NULL.
    await manager.delete(CarEntity, { userId });
    return [];
  }
}
