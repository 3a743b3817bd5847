import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import { CUSTOMER_NOT_FOUND, type CustomerProfileDto } from '@dd/contracts/dad';
import { fromCents, toCents } from '@dd/domain/pricing';
import { CarEntity } from './cars/car.entity';
import { CUSTOMER_BOOKINGS, type CustomerBookings } from './customer-bookings';
import { toCarDto } from './cars/car.mapper';
import { notFound } from '../common/api-exception';
import type { UserEntity } from '../identity/users/user.entity';
import { Users } from '../identity/users/users';

/**
 * One customer's profile (dad-and-admin §3): an admin sees every booking and car; a DAD only their own
 * bookings with the customer and the cars on them. A customer a DAD was never booked with answers
 * exactly as an unknown id does, so ids cannot be probed.
 */
@Injectable()
export class CustomerProfileService {
  constructor(
    private readonly users: Users,
    @InjectRepository(CarEntity) private readonly cars: Repository<CarEntity>,
    @Inject(CUSTOMER_BOOKINGS) private readonly bookings: CustomerBookings,
  ) {}

  async profile(viewer: Pick<UserEntity, 'id' | 'role'>, customerId: string): Promise<CustomerProfileDto> {
    const customer = await this.users.customer(customerId);
    const asDad = viewer.role !== 'admin';
    const bookings = customer ? await this.bookings.of(customerId, asDad ? viewer.id : undefined) : [];
    if (!customer || (asDad && !bookings.length)) throw notFound(CUSTOMER_NOT_FOUND);
    const carIds = [...new Set(bookings.flatMap((b) => (b.carId ? [b.carId] : [])))];
    const cars = await this.cars.find({ where: asDad ? { id: In(carIds) } : { userId: customerId }, order: { isDefault: 'DESC', createdAt: 'ASC' } });
    // Each role's profile counts as its list does: the admin's Customers every booking made (the stored count), a DAD's
    // My Customers the jobs with that DAD that were not cancelled.
    const counted = asDad ? bookings.filter((b) => b.status !== 'cancelled') : bookings;
    return {
      id: customer.id,
      firstName: customer.firstName,
      lastName: customer.lastName,
      email: customer.email,
      phone: customer.phone,
      createdAt: customer.createdAt.toISOString(),
      washPoints: customer.washPoints,
      totalBookings: counted.length,
      totalRevenue: fromCents(bookings.filter((b) => b.status === 'completed').reduce((cents, b) => cents + toCents(b.totalAmount), 0)),
      bookings,
      cars: cars.map(toCarDto),
    };
  }
}
