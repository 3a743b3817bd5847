import { In, type EntityManager } from 'typeorm';
import type { BookingSummaryDto, BookingVehicleDto } from '@dd/contracts/booking';
import { plainPriceLines } from '@dd/domain/loyalty';
import { fromCents } from '@dd/domain/pricing';
import type { BookingEntity } from './booking.entity';
import { BookingVehicleEntity } from './booking-vehicle.entity';

export function toBookingVehicleDto(vehicle: BookingVehicleEntity): BookingVehicleDto {
  const { car } = vehicle;
  return {
    position: vehicle.position,
    vehicleType: vehicle.vehicleType,
    packageId: vehicle.packageId,
    packageName: vehicle.package?.name ?? '',
    packagePrice: vehicle.packagePrice,
    carId: vehicle.carId,
    car: car ? { year: car.year, make: car.make, model: car.model, color: car.color, licensePlate: car.licensePlate } : null,
    addOns: vehicle.addOns,
    price: vehicle.price,
    durationMinutes: vehicle.durationMinutes,
  };
}

/** Nested parts appear only when the query loaded them. */
export function toBookingSummary(booking: BookingEntity): BookingSummaryDto {
  const { customer, dad, car } = booking;
  return {
    id: booking.id,
    customerId: booking.customerId,
    dadId: booking.dadId,
    carId: booking.carId,
    packageId: booking.packageId,
    status: booking.status,
    scheduledDate: booking.scheduledDate.toISOString(),
    startTime: booking.startTime,
    endTime: booking.endTime,
    address: booking.address,
    city: booking.city,
    zipCode: booking.zipCode,
    specialInstructions: booking.specialInstructions,
    totalAmount: booking.totalAmount,
    priceLines: booking.priceLines ?? plainPriceLines(booking.totalAmount),
    vehicleType: booking.vehicleType ?? car?.vehicleType ?? null,
    photoConsent: booking.photoConsent,
    stripePaymentIntentId: booking.stripePaymentIntentId,
    paymentStatus: booking.paymentStatus,
    holdExpiresAt: booking.holdExpiresAt?.toISOString() ?? null,
    capturedAmount: booking.paymentCapturedCents == null ? null : fromCents(booking.paymentCapturedCents),
    refundedAmount: fromCents(booking.paymentRefundedCents ?? 0),
    fee: booking.feeKind && booking.feeCents != null ? { kind: booking.feeKind, amount: fromCents(booking.feeCents) } : null,
    noShow: booking.noShow != null,
    createdAt: booking.createdAt.toISOString(),
    updatedAt: booking.updatedAt.toISOString(),
    ...(customer && { customer: { firstName: customer.firstName, lastName: customer.lastName, email: customer.email, phone: customer.phone } }),
    ...(booking.package && { package: { name: booking.package.name } }),
    ...(car !== undefined && { car: car && { year: car.year, make: car.make, model: car.model, color: car.color } }),
    ...(dad !== undefined && { dad: dad && { firstName: dad.firstName, lastName: dad.lastName } }),
  };
}

/** The vehicles of `bookings`, with their package and car, in order. */
export function vehiclesOf(manager: EntityManager, bookings: BookingEntity[]): Promise<BookingVehicleEntity[]> {
  return manager.find(BookingVehicleEntity, { where: { bookingId: In(bookings.map((b) => b.id)) }, relations: { package: true, car: true }, order: { position: 'ASC' } });
}

/** Summaries of `bookings` with each one's vehicles (one more query), as every list shows them: a booking's cars explain its total. */
export async function toBookingSummaries(manager: EntityManager, bookings: BookingEntity[]): Promise<BookingSummaryDto[]> {
  if (!bookings.length) return [];
  const vehicles = await vehiclesOf(manager, bookings);
  return bookings.map((b) => ({ ...toBookingSummary(b), vehicles: vehicles.filter((v) => v.bookingId === b.id).map(toBookingVehicleDto) }));
}
