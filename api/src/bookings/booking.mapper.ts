import type { BookingDto } from '@dd/contracts/booking';
import { plainPriceLines } from '@dd/domain/loyalty';
import type { BookingEntity } from './booking.entity';

/** Nested parts appear only when the query loaded them. */
export function toBookingDto(booking: BookingEntity): BookingDto {
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
    createdAt: booking.createdAt.toISOString(),
    updatedAt: booking.updatedAt.toISOString(),
    ...(customer && { customer: { firstName: customer.firstName, lastName: customer.lastName, email: customer.email, phone: customer.phone } }),
    ...(booking.package && { package: { name: booking.package.name } }),
    ...(car !== undefined && { car: car && { year: car.year, make: car.make, model: car.model, color: car.color } }),
    ...(dad !== undefined && { dad: dad && { firstName: dad.firstName, lastName: dad.lastName } }),
  };
}
