import { In, IsNull, type EntityManager } from 'typeorm';
import type { BookingDetailDto, BookingSummaryDto, BookingVehicleDto } from '@dd/contracts/booking';
import { plainPriceLines } from '@dd/domain/loyalty';
import { JobSessionEntity } from '../job-sessions/job-session.entity';
import { toJobSessionDto } from '../job-sessions/job-session.mapper';
import { fromCents } from '../payments/card-holds';
import { PaymentMethodEntity } from '../payments/payment-method.entity';
import { PaymentRefundEntity } from '../payments/refunds/payment-refund.entity';
import { BookingTipEntity } from '../payments/tips/booking-tip.entity';
import { toTipDto } from '../payments/tips/tip-dto';
import type { BookingEntity } from './booking.entity';
import { BookingVehicleEntity } from './booking-vehicle.entity';

function toBookingVehicleDto(vehicle: BookingVehicleEntity): BookingVehicleDto {
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

function vehiclesOf(manager: EntityManager, bookings: BookingEntity[]): Promise<BookingVehicleEntity[]> {
  return manager.find(BookingVehicleEntity, { where: { bookingId: In(bookings.map((b) => b.id)) }, relations: { package: true, car: true }, order: { position: 'ASC' } });
}

/** Summaries of `bookings` with each one's vehicles (one more query), as every list shows them: a booking's cars explain its total. */
export async function toBookingSummaries(manager: EntityManager, bookings: BookingEntity[]): Promise<BookingSummaryDto[]> {
  if (!bookings.length) return [];
  const vehicles = await vehiclesOf(manager, bookings);
  return bookings.map((b) => ({ ...toBookingSummary(b), vehicles: vehicles.filter((v) => v.bookingId === b.id).map(toBookingVehicleDto) }));
}

/** A booking opened (package and car loaded), with its DAD's session and the card that holds or paid it. */
function toBookingDetail(
  booking: BookingEntity,
  session: JobSessionEntity | undefined,
  card: PaymentMethodEntity | undefined,
  vehicles: BookingVehicleEntity[],
  refunds: PaymentRefundEntity[],
  tip: BookingTipEntity | undefined,
): BookingDetailDto {
  const { package: pkg, car } = booking;
  // The summary's package and car, when loaded, are replaced by their fuller forms below.
  const summary: Omit<BookingSummaryDto, 'package' | 'car'> = toBookingSummary(booking);
  return {
    ...summary,
    ...(pkg && { package: { name: pkg.name, features: pkg.features } }),
    ...(car !== undefined && { car: car && { year: car.year, make: car.make, model: car.model, color: car.color, licensePlate: car.licensePlate } }),
    session: session ? toJobSessionDto(session) : null,
    vehicles: vehicles.map(toBookingVehicleDto),
    durationMinutes: booking.durationMinutes,
    card: card ? { brand: card.brand, last4: card.last4 } : null,
    capturedAt: booking.paymentCapturedAt?.toISOString() ?? null,
    refunds: refunds.map((r) => ({ id: r.id, amount: fromCents(r.amountCents), createdAt: r.createdAt.toISOString() })),
    tip: toTipDto(tip),
  };
}

/**
 * The details of `bookings` (package and car loaded) in at most five more queries, run at once: sessions,
 * cards, refunds, tips and vehicles. `withCard` is false for their DAD, who sees neither card nor refunds.
 */
export async function toBookingDetails(manager: EntityManager, bookings: BookingEntity[], withCard: boolean): Promise<BookingDetailDto[]> {
  if (!bookings.length) return [];
  const methodIds = withCard ? [...new Set(bookings.flatMap((b) => (b.stripePaymentMethodId ? [b.stripePaymentMethodId] : [])))] : [];
  // Only bookings whose payment was captured can have refunds, and like the card they are not the DAD's to see.
  const refundable = withCard ? bookings.filter((b) => b.paymentCapturedCents != null).map((b) => b.id) : [];
  const completed = bookings.filter((b) => b.status === 'completed').map((b) => b.id);
  const [sessions, cards, refunds, tips, vehicles] = await Promise.all([
    manager.findBy(JobSessionEntity, { bookingId: In(bookings.map((b) => b.id)) }),
    methodIds.length ? manager.findBy(PaymentMethodEntity, { stripePaymentMethodId: In(methodIds) }) : [],
    refundable.length ? manager.find(PaymentRefundEntity, { where: { bookingId: In(refundable), status: 'succeeded', tipId: IsNull() }, order: { createdAt: 'ASC', id: 'ASC' } }) : [],
    // Only completed jobs can have a tip.
    completed.length ? manager.findBy(BookingTipEntity, { bookingId: In(completed), status: 'succeeded' }) : [],
    vehiclesOf(manager, bookings),
  ]);
  const sessionOf = new Map(sessions.map((s) => [s.bookingId, s]));
  const cardOf = new Map(cards.map((c) => [c.stripePaymentMethodId, c]));
  return bookings.map((b) =>
    toBookingDetail(
      b,
      sessionOf.get(b.id),
      b.stripePaymentMethodId ? cardOf.get(b.stripePaymentMethodId) : undefined,
      vehicles.filter((v) => v.bookingId === b.id),
      refunds.filter((r) => r.bookingId === b.id),
      tips.find((t) => t.bookingId === b.id),
    ),
  );
}
