import type { CreateBookingInput } from '@dd/contracts/booking';
import { ApiException } from '../common/api-exception';
import type { BookingCheckout } from '../bookings/booking-checkout';
import type { PackagesService } from '../catalog/packages/packages.service';
import type { PackageEntity } from '../catalog/packages/package.entity';
import type { UserEntity } from '../identity/users/user.entity';
import type { UsersService } from '../identity/users/users.service';
import type { PaymentMethodsService } from '../payments/payment-methods.service';
import type { PaymentsService } from '../payments/payments.service';
import type { Events } from '../platform/events/events';
import type { JobRunner } from '../platform/jobs/job-runner';
import { FakeDatabase } from '../testing/fakes';
import { MaintenancePlanEntity } from './maintenance-plan.entity';
import { PlanVisitPlacement } from './plan-visit-placement';
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
  const bookings: Array<{ id: string; input: CreateBookingInput; customerId: string }> = [];
  const holds: Array<{ bookingId: string; paymentMethodId: string }> = [];
  const state = { slotTaken: false, declines: null as string | null };

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
    create: async (input: CreateBookingInput, booker: { user: UserEntity }) => {
      // Yields first, as the real checkout's queries do, so two runs at once interleave.
      await new Promise((resolve) => setImmediate(resolve));
      if (state.slotTaken) throw new ApiException(409, 'SLOT_TAKEN', 'That time was just taken. Please choose another.');
      const id = `booking-${bookings.length + 1}`;
      bookings.push({ id, input, customerId: booker.user.id });
      return { id };
    },
  } as unknown as BookingCheckout;
  const payments = {
    payWithSavedCard: async (_user: UserEntity, bookingId: string, { paymentMethodId }: { paymentMethodId: string }) => {
      if (state.declines) throw new ApiException(402, 'PAYMENT_FAILED', state.declines);
      holds.push({ bookingId, paymentMethodId });
    },
  } as unknown as PaymentsService;
  const runner = { register: () => undefined } as unknown as JobRunner;

  const plans = new PlansService(db.dataSource, packages, cards, users, events);
  const placement = new PlanVisitPlacement(db.dataSource, runner, checkout, payments, users, events);
  const plan = (fields: Partial<MaintenancePlanEntity> = {}) =>
    db.seed(MaintenancePlanEntity, { name: 'Every two weeks', packageId: PACKAGE.id, interval: 'every_2_weeks', minimumVisits: 6, pausesPerYear: 2, terms: 'Cancel any time after 6 visits.', isActive: true, ...fields })[0];
  return { db, plans, placement, plan, announced, bookings, holds, state };
}
