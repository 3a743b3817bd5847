import { Inject, Injectable } from '@nestjs/common';
import { BOOKING_MESSAGES, type BookingPriceLines, type BookingQuoteQuery, type BookingSummaryDto, type CreateBookingInput } from '@dd/contracts/booking';
import { ADD_ON_MESSAGES, type VehicleChoice } from '@dd/contracts/add-on';
import type { Language } from '@dd/contracts/language';
import { effectiveMinAdvanceHours } from '@dd/domain/availability';
import { toCents } from '@dd/domain/pricing';
import { BOOKING_HORIZON_DAYS, checkWindowStart } from '@dd/domain/time-windows';
import { ApiException, invalidField } from '../common/api-exception';
import { BookingSelection, type PricedSelection } from '../catalog/add-ons/booking-selection';
import type { CarEntity } from '../customers/cars/car.entity';
import { CarsService } from '../customers/cars/cars.service';
import { isServed, SettingsService } from '../settings/settings.service';
import type { UserEntity } from '../identity/users/user.entity';
import { BookerAccounts, type CheckoutContact } from './booker-accounts';
import { BookingEvents } from './booking-events';
import { BOOKING_SCHEDULE, CHECKOUT_PRICING, type BookingSchedule, type CheckoutPricingPort } from './booking-ports';
import type { BookingEntity } from './booking.entity';
import { BookingRepository } from './booking.repository';
import { toBookingSummary } from './booking.mapper';
import { windowMessage } from './booking-rules';
import { UNPAID_BOOKINGS_PER_CUSTOMER, unpaidLimitMessage } from './unpaid-holds';

/** Who is booking: the signed-in user (null for a visitor), and how to sign in an account made for a visitor. */
export interface Booker {
  user: UserEntity | null;
  /** The client's address, for the sign-up rate limit a visitor's checkout counts against. */
  ip: string;
  signIn(user: UserEntity): Promise<void>;
  /**
   * The card is held later, by an arrangement the customer agreed to (a plan visit placed weeks ahead,
   * decision 0474): by `dueAt`, the place kept until `keptUntil`, outside the unpaid limit.
   */
  paymentArranged?: { dueAt: Date; keptUntil: Date };
  /** Placed by the product, not by a person at checkout (a plan's visit): its history says it was made automatically. */
  automatic?: boolean;
}

/** New bookings (POST /api/bookings) and what they would cost (GET /api/bookings/quote). */
@Injectable()
export class BookingCheckout {
  constructor(
    private readonly bookings: BookingRepository,
    private readonly cars: CarsService,
    private readonly settings: SettingsService,
    private readonly selection: BookingSelection,
    private readonly events: BookingEvents,
    private readonly accounts: BookerAccounts,
    @Inject(BOOKING_SCHEDULE) private readonly schedule: BookingSchedule,
    @Inject(CHECKOUT_PRICING) private readonly pricing: CheckoutPricingPort,
  ) {}

  /**
   * POST /api/bookings. Every check runs before anything is written; the server prices the booking
   * from each vehicle's package, size and add-ons (a client's totalAmount is ignored), and holds the
   * DAD for every vehicle's minutes. A visitor is registered as a customer from the checkout
   * contact and signed in on the same request.
   */
  async create(input: CreateBookingInput, booker: Booker): Promise<BookingSummaryDto> {
    const { user } = booker;
    if (user && user.role !== 'customer') throw new ApiException(403, 'STAFF_CANNOT_BOOK', BOOKING_MESSAGES.customersOnly);
    if (!user && !input.contact) throw invalidField('contact', BOOKING_MESSAGES.contactRequired);

    const choices = vehicleChoices(input);
    const selection = await this.selection.price(choices);

    const settings = await this.settings.get();
    if (!isServed(settings.serviceAreaZipCodes, input.zipCode)) throw invalidField('zipCode', BOOKING_MESSAGES.outsideServiceArea, 'OUTSIDE_SERVICE_AREA');

    const scheduledDate = new Date(input.scheduledDate);
    const minAdvanceHours = effectiveMinAdvanceHours(settings.minAdvanceBookingHours);
    const slot = checkWindowStart(scheduledDate, new Date(), { minAdvanceHours, horizonDays: BOOKING_HORIZON_DAYS });
    if (!slot.ok) throw invalidField('scheduledDate', windowMessage(slot.reason, minAdvanceHours));

    const cars = await this.assertOwnCars(user, choices);
    const subtotal = toCents(selection.subtotal.packagePrice) + toCents(selection.subtotal.addOnsPrice ?? '0');

    const draft: Draft = {
      dadId: null,
      carId: input.carId,
      packageId: input.packageId,
      status: 'pending',
      scheduledDate,
      startTime: slot.window.startTime,
      endTime: slot.window.endTime,
      durationMinutes: selection.durationMinutes,
      address: input.address,
      city: input.city,
      zipCode: input.zipCode,
      specialInstructions: input.specialInstructions,
      vehicleType: input.vehicleType,
      photoConsent: input.contact?.agreeToPhotos ?? false,
      stripePaymentIntentId: null,
      paymentStatus: 'pending',
      // Something to pay (a card charge is at least 50 cents): the place is held only while it is paid for.
      // Whole seconds, as the column keeps them: the answer shows what a read would.
      holdExpiresAt: subtotal < 50 ? null : wholeSeconds(booker.paymentArranged?.keptUntil ?? new Date(Date.now() + settings.unpaidHoldMinutes * 60_000)),
      paymentDueAt: subtotal < 50 ? null : (booker.paymentArranged?.dueAt ?? null),
      // The other columns the answer shows, written rather than left to their defaults.
      paymentCapturedCents: null,
      paymentRefundedCents: 0,
      feeKind: null,
      feeCents: null,
      noShow: null,
    };
    const shown: Shown = { packageName: selection.vehicles[0].packageName, car: cars.find((car) => car.id === draft.carId) ?? null };
    if (user) {
      await this.accounts.noteReferral(user.id, input.ref);
      return this.insert(user.id, draft, selection, shown, { automatic: booker.automatic });
    }
    return this.bookForVisitor(input.contact!, draft, selection, shown, booker, input.ref, input.language);
  }

  /** GET /api/bookings/quote: what the server would charge the caller for the vehicles now (a visitor: their price). */
  async quote(user: UserEntity | null, query: BookingQuoteQuery): Promise<BookingPriceLines> {
    const selection = await this.selection.price(vehicleChoices(query));
    // The session's row: its points are as current as the request.
    return (await this.pricing.quote(user?.role === 'customer' ? user : null, selection.subtotal)).lines;
  }

  /**
   * The account is made only after every check has passed; if the booking or the sign-in then fails,
   * both are removed again, so a failure never leaves an account nobody can reach.
   */
  private async bookForVisitor(contact: CheckoutContact, draft: Draft, selection: PricedSelection, shown: Shown, booker: Booker, ref: string | null, language: Language | undefined): Promise<BookingSummaryDto> {
    const customer = await this.accounts.open(contact, booker.ip, language);
    try {
      await this.accounts.noteReferral(customer.id, ref);
      const booking = await this.insert(customer.id, draft, selection, shown, { newAccount: customer });
      await booker.signIn(customer);
      return booking;
    } catch (error) {
      await this.accounts.remove(customer);
      throw error;
    }
  }

  /**
   * Saves the booking with a free DAD, their time claimed in the same transaction (BOOKING_SCHEDULE):
   * when none is free any more, 409 'That time was just taken...' and nothing is saved.
   */
  private async insert(customerId: string, draft: Draft, selection: PricedSelection, shown: Shown, { newAccount, automatic }: { newAccount?: UserEntity; automatic?: boolean } = {}): Promise<BookingSummaryDto> {
    return this.schedule.assign({ start: draft.scheduledDate, durationMinutes: draft.durationMinutes, zipCode: draft.zipCode }, async (manager, dadId, arrival, dad) => {
      // Locked even when no unpaid place is counted: the booking raises the row's bookingCount in this transaction anyway.
      const customer = await this.bookings.lockCustomer(manager, customerId);
      if (draft.holdExpiresAt && !draft.paymentDueAt && (await this.bookings.unpaidHeld(manager, customerId)) >= UNPAID_BOOKINGS_PER_CUSTOMER) {
        throw new ApiException(429, 'TOO_MANY_UNPAID_BOOKINGS', unpaidLimitMessage(UNPAID_BOOKINGS_PER_CUSTOMER));
      }
      // Tier benefit and reward credits come off the packages and add-ons, in the booking's transaction.
      const price = await this.pricing.quote(customer, selection.subtotal, manager, draft);
      const now = new Date();
      const row = { ...draft, ...arrival, totalAmount: price.lines.total, priceLines: price.lines, customerId, dadId, createdAt: now, updatedAt: now };
      const bookingId = await this.bookings.insert(manager, row, selection.vehicles);
      await this.pricing.use(manager, bookingId, price.claimIds);
      const later = draft.paymentDueAt && { paymentDueAt: draft.paymentDueAt.toISOString() };
      const maker = automatic ? ({ id: null, role: 'system' } as const) : ({ id: customerId, role: 'customer' } as const);
      await this.events.record(manager, bookingId, 'created', maker, { scheduledDate: draft.scheduledDate.toISOString(), dadId, ...later });
      // The password link of an account made at checkout goes once the card is held
      // (BookingPaymentLedger.authorized), at once when there is no card to hold.
      if (newAccount && !draft.holdExpiresAt) await this.accounts.sendPasswordLink(manager, newAccount);
      // The answer is what was written, with the rows it joins as they were read for it: nothing is read back.
      const written = { ...row, id: bookingId, customer, dad, car: shown.car, package: { name: shown.packageName } } as BookingEntity;
      return { bookingId, result: toBookingSummary(written) };
    });
  }

  /** Each car on the booking must be the customer's own (a visitor has none), once, and of the vehicle's size. */
  private async assertOwnCars(user: UserEntity | null, choices: VehicleChoice[]): Promise<CarEntity[]> {
    const carIds = choices.flatMap((choice) => (choice.carId ? [choice.carId] : []));
    if (!carIds.length) return [];
    if (new Set(carIds).size !== carIds.length) throw invalidField('carId', ADD_ON_MESSAGES.carTwice);
    const cars = user ? await this.cars.ownOf(user.id, carIds) : [];
    choices.forEach((choice, index) => {
      if (!choice.carId) return;
      const field = (name: string) => (index === 0 ? name : `moreVehicles.${index - 1}.${name}`);
      const car = cars.find((candidate) => candidate.id === choice.carId);
      if (!car) throw invalidField(field('carId'), BOOKING_MESSAGES.carNotFound);
      if (car.vehicleType !== choice.vehicleType) throw invalidField(field('vehicleType'), BOOKING_MESSAGES.carTypeMismatch);
    });
    return cars;
  }
}

/** What a new booking is made of before its customer, DAD and price are known; the columns not named here keep their defaults. */
type Draft = Pick<
  BookingEntity,
  | 'dadId' | 'carId' | 'packageId' | 'status' | 'scheduledDate' | 'startTime' | 'endTime' | 'durationMinutes' | 'address' | 'city' | 'zipCode'
  | 'specialInstructions' | 'vehicleType' | 'photoConsent' | 'stripePaymentIntentId' | 'paymentStatus' | 'holdExpiresAt' | 'paymentDueAt'
  | 'paymentCapturedCents' | 'paymentRefundedCents' | 'feeKind' | 'feeCents' | 'noShow'
>;

/** What the answer shows of the rows a booking joins, as the checkout read them: the first vehicle's package, and the booking's car. */
interface Shown {
  packageName: string;
  car: CarEntity | null;
}

function wholeSeconds(date: Date): Date {
  return new Date(Math.floor(date.getTime() / 1000) * 1000);
}

/** The vehicles of a booking request: the spec's fields are the first, moreVehicles the others. */
function vehicleChoices(input: Omit<VehicleChoice, 'carId'> & { carId?: string | null; moreVehicles: VehicleChoice[] }): VehicleChoice[] {
  const { vehicleType, packageId, carId = null, addOnIds, moreVehicles } = input;
  return [{ vehicleType, packageId, carId, addOnIds }, ...moreVehicles];
}
