import { randomUUID } from 'node:crypto';
import { ApiException } from '../common/api-exception';
import type { BookingCheckout } from '../bookings/booking-checkout';
import { BookingSelection } from '../catalog/add-ons/booking-selection';
import type { Notifications } from '../messaging/notifications';
import { UserEntity } from '../identity/users/user.entity';
import type { UsersService } from '../identity/users/users.service';
import type { JobRunner } from '../platform/jobs/job-runner';
import type { RateLimiter } from '../identity/auth/rate-limiter';
import type { SettingsService } from '../settings/settings.service';
import { SETTINGS_DEFAULTS } from '@dd/contracts/settings';
import type { CreateBookingInput } from '@dd/contracts/booking';
import { newSchedulingTest } from '../scheduling/test-services';
import { WaitlistRounds } from './waitlist-rounds';
import { WaitlistService } from './waitlist.service';

/**
 * The waitlist's services on scheduling's FakeDatabase test (the real availability rule and drive
 * estimate). Faked ports: messages (recorded), the job runner (never ticks: tests call sweep), and
 * checkout, which books the place for the first caller and answers SLOT_TAKEN when `slotTaken` is set,
 * as the real one does when the DAD's time went meanwhile.
 */
export function newWaitlistTest() {
  const t = newSchedulingTest({ serviceAreaZipCodes: ['92618', '92614', '92672', '92660', '92630'] });
  const sent: Array<{ to: string; offerId: string; date: string; windowLabel: string }> = [];
  const notifications = {
    waitlistOffer: async (_m: unknown, user: UserEntity, offer: { id: string; date: string; windowLabel: string }) => void sent.push({ to: user.id, offerId: offer.id, date: offer.date, windowLabel: offer.windowLabel }),
    waitlistOfferToVisitor: async (_m: unknown, visitor: { email: string | null; phone: string | null }, offer: { id: string; date: string; windowLabel: string }) =>
      void sent.push({ to: (visitor.email ?? visitor.phone)!, offerId: offer.id, date: offer.date, windowLabel: offer.windowLabel }),
  } as unknown as Notifications;
  const users = { findActiveById: async (id: string) => t.db.rows(UserEntity, { id })[0] ?? null } as unknown as UsersService;
  const runner = { register: () => undefined } as unknown as JobRunner;
  const booked: Array<{ customerId: string; input: CreateBookingInput }> = [];
  const checkout = {
    slotTaken: false,
    async create(input: CreateBookingInput, booker: { user: UserEntity | null }) {
      if (checkout.slotTaken) throw new ApiException(409, 'SLOT_TAKEN', 'That time was just taken. Please choose another time.');
      // A visitor's checkout opens an account: here a new id.
      const customerId = booker.user?.id ?? randomUUID();
      booked.push({ customerId, input });
      return { id: randomUUID(), customerId };
    },
  };
  const settings = { get: async () => ({ ...SETTINGS_DEFAULTS, serviceAreaZipCodes: ['92618', '92614', '92672', '92660', '92630'] }) } as unknown as SettingsService;
  const rounds = new WaitlistRounds(t.db.dataSource, t.availability, notifications, users, runner);
  // Visitors' joins are counted by the real limiter in the MariaDB tests.
  const rateLimiter = { consume: async () => undefined } as unknown as RateLimiter;
  const service = new WaitlistService(t.db.dataSource, new BookingSelection(t.db.dataSource), settings, checkout as unknown as BookingCheckout, rateLimiter);
  let n = 0;
  return {
    ...t,
    rounds,
    service,
    sent,
    booked,
    checkout,
    customer(): UserEntity {
      n++;
      return t.db.seed(UserEntity, { email: `waiting${n}@example.com`, passwordHash: 'x', firstName: 'Waiting', lastName: `No${n}`, phone: null, role: 'customer' })[0];
    },
  };
}
