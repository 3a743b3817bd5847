import type { CreateBookingInput } from '@dd/contracts/booking';
import { ApiException } from '../common/api-exception';
import type { BookingCheckout } from '../bookings/booking-checkout';
import type { BookingSelection } from '../catalog/add-ons/booking-selection';
import type { PackagesService } from '../catalog/packages/packages.service';
import type { CarEntity } from '../customers/cars/car.entity';
import type { CarsService } from '../customers/cars/cars.service';
import type { PackageEntity } from '../catalog/packages/package.entity';
import type { UserEntity } from '../identity/users/user.entity';
import type { UsersService } from '../identity/users/users.service';
import type { PaymentMethodsService } from '../payments/payment-methods.service';
import type { PaymentsService } from '../payments/payments.service';
import type { Events } from '../platform/events/events';
import type { JobRunner } from '../platform/jobs/job-runner';
import type { AvailabilityService } from '../scheduling/availability.service';
import type { AvailabilityDayDto } from '@dd/contracts/availability';
import { FakeDatabase } from '../testing/fakes';
import { MaintenancePlanEntity } from './maintenance-plan.entity';
import { PlanVisitPlacement } from './plan-visit-placement';
import { PlanPaymentRetries } from './plan-payment-retries';
import { PlanCardLinks } from './plan-card-links';
import { PlanCardUpdates } from './plan-card-updates';
import { PlanVisitBooking } from './plan-visit-booking';
import { PlanVisitRelease } from './plan-visit-release';
import type { BookingChangesService } from '../bookings/booking-changes.service';
import type { BookingReads } from '../bookings/booking-reads';
import type { PlanVisitPricing } from './plan-visit-pricing';
import { PlansService } from './plans.service';

export const PACKAGE = { id: '00000000-0000-4000-8000-00000000aaaa', name: 'The Maintenance Wash', basePriceSedans: '89.00', basePriceSuvs: '99.00', basePriceTrucks: '109.00', isActive: true } as PackageEntity;
export const CARD_ID = 'card-1';

export const customer = (id = 'customer-1') => ({ id, role: 'customer', firstName: 'Ana', lastName: 'Member', email: `${id}@example.com`, isActive: true }) as UserEntity;

/**
 * PlansService and PlanVisitPlacement on an in-memory database, with fakes of what they ask other
 * features: bookings' checkout (which books until told the slot is taken), payments (which hold the
 * card until told to decline), the catalog, the saved cards and the accounts.
 */
export function newPlansTest() {
  const db = new FakeDatabase();
  const announced: Array<{ name: string; membershipId: string }> = [];
  const bookings: Array<{ id: string; input: CreateBookingInput; customerId: string; paymentDueAt: Date | null; cancelled?: boolean }> = [];
  const holds: Array<{ bookingId: string; paymentMethodId: string }> = [];
  const state = { slotTaken: false, declines: null as string | null, freeDays: [] as AvailabilityDayDto[] };

  const events = { emit: async (name: string, event: { membershipId: string }) => void announced.push({ name, membershipId: event.membershipId }) } as unknown as Events;
  const packages = { listActive: async () => [PACKAGE] } as unknown as PackagesService;
  const cards = {
    ownCard: async (user: UserEntity, id: string) => {
      if (id !== CARD_ID) throw new ApiException(404, 'NOT_FOUND', 'Payment method not found');
      return { id, userId: user.id };
    },
  } as unknown as PaymentMethodsService;
  const users = { findActiveById: async (id: string) => customer(id) } as unknown as UsersService;
  const checkout = {
    create: async (input: CreateBookingInput, booker: { user: UserEntity; paymentArranged?: { dueAt: Date } }) => {
      // Yields first, as the real checkout's queries do, so two runs at once interleave.
      await new Promise((resolve) => setImmediate(resolve));
      if (state.slotTaken) throw new ApiException(409, 'SLOT_TAKEN', 'That time was just taken. Please choose another.');
      const id = `booking-${bookings.length + 1}`;
      bookings.push({ id, input, customerId: booker.user.id, paymentDueAt: booker.paymentArranged?.dueAt ?? null });
      return { id };
    },
  } as unknown as BookingCheckout;
  const payments = {
    payWithSavedCard: async (_user: UserEntity, bookingId: string, { paymentMethodId }: { paymentMethodId: string }) => {
      if (state.declines) throw new ApiException(402, 'PAYMENT_FAILED', state.declines);
      holds.push({ bookingId, paymentMethodId });
      return { id: bookingId, totalAmount: PACKAGE.basePriceSedans };
    },
  } as unknown as PaymentsService;
  const runner = { register: () => undefined } as unknown as JobRunner;
  // The checkout above is a stand-in, so the member prices it would ask for are not priced here (plans.int-spec does).
  const pricing = { whilePlacing: <T>(_customerId: string, work: () => Promise<T>) => work() } as unknown as PlanVisitPricing;
  // The catalog's add-ons offered with the package; the customers' cars.
  const offeredAddOns = ['00000000-0000-4000-8000-0000000000a1'];
  const selection = {
    price: async (choices: Array<{ addOnIds: string[] }>) => {
      const unknown = choices.flatMap((c) => c.addOnIds).find((id) => !offeredAddOns.includes(id));
      if (unknown) throw new ApiException(400, 'VALIDATION_FAILED', 'This add-on is not offered with this package');
    },
  } as unknown as BookingSelection;
  const carList: CarEntity[] = [];
  const cars = { ownOf: async (userId: string, ids: string[]) => carList.filter((car) => car.userId === userId && ids.includes(car.id)) } as unknown as CarsService;

  const availability = { forRange: async () => ({ days: state.freeDays }) } as unknown as AvailabilityService;
  // Each visit's booking, as the checkout above left it (pending, unpaid until held).
  const bookingReads = {
    row: async (id: string) => {
      const booking = bookings.find((b) => b.id === id);
      return booking && { id, status: 'pending', paymentStatus: holds.some((h) => h.bookingId === id) ? 'authorized' : 'failed', totalAmount: PACKAGE.basePriceSedans };
    },
  } as unknown as BookingReads;
  const links = new PlanCardLinks('test-secret', 'https://example.test');
  const retries = new PlanPaymentRetries(db.dataSource, runner, payments, users, bookingReads, events);
  const placement = new PlanVisitPlacement(db.dataSource, runner, new PlanVisitBooking(checkout, pricing), payments, users, events, availability, retries);
  // The member's own cancellation of a visit's booking, as a change of plan asks it.
  const changes = {
    cancel: async (user: UserEntity, id: string) => {
      const booking = bookings.find((b) => b.id === id && b.customerId === user.id);
      if (!booking || booking.cancelled) throw new ApiException(404, 'NOT_FOUND', 'Booking not found');
      booking.cancelled = true;
    },
  } as unknown as BookingChangesService;
  const plans = new PlansService(db.dataSource, packages, cards, selection, cars, users, events, new PlanVisitRelease(changes, placement));
  const cardUpdates = new PlanCardUpdates(db.dataSource, retries, cards, bookingReads, plans, links);
  const plan = (fields: Partial<MaintenancePlanEntity> = {}) =>
    db.seed(MaintenancePlanEntity, { name: 'Every two weeks', packageId: PACKAGE.id, interval: 'every_2_weeks', minimumVisits: 6, pausesPerYear: 2, terms: 'Cancel any time after 6 visits.', isActive: true, memberPriceSedans: null, memberPriceSuvs: null, memberPriceTrucks: null, addOnDiscountPercent: 0, ...fields })[0];
  return { db, plans, placement, retries, cardUpdates, links, plan, announced, bookings, holds, state, cars: carList };
}
