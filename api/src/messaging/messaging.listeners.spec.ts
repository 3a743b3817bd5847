import { Test } from '@nestjs/testing';
import type { EntityManager } from 'typeorm';
import type { UserEntity } from '../identity/users/user.entity';
import { Events } from '../platform/events/events';
import { EventsModule } from '../platform/events/events.module';
import { MessagingListeners } from './messaging.listeners';
import { Notifications } from './notifications';

/** Records which message each announced change asks for (no outbox, no database). */
class FakeNotifications {
  readonly sent: unknown[][] = [];
  constructor() {
    for (const name of ['bookingReceived', 'feeCharged', 'signInLink', 'emailChange', 'passwordLink', 'rewardReachable', 'onTheWay', 'arrived', 'arrivedEarly'])
      Object.assign(this, { [name]: async (_manager: EntityManager, ...args: unknown[]) => void this.sent.push([name, ...args]) });
  }
}

describe('MessagingListeners', () => {
  const manager = {} as EntityManager;
  const user = { id: 'user-1', email: 'ann@example.com' } as UserEntity;

  async function bus() {
    const notifications = new FakeNotifications();
    const module = await Test.createTestingModule({ imports: [EventsModule], providers: [MessagingListeners, { provide: Notifications, useValue: notifications }] }).compile();
    await module.init();
    return { events: module.get(Events), sent: notifications.sent };
  }

  it('writes the email of each kind of account link, with its token', async () => {
    const { events, sent } = await bus();
    for (const [purpose, email] of [['set', null], ['reset', null], ['device', user.email], ['email', 'new@example.com']] as const) {
      await events.emit('account.link-issued', { manager, user, purpose, email, token: `token-${purpose}`, linkId: `link-${purpose}` });
    }
    expect(sent).toEqual([
      ['passwordLink', user, 'password_set', 'token-set', 'link-set'],
      ['passwordLink', user, 'password_reset', 'token-reset', 'link-reset'],
      ['signInLink', user, 'token-device', 'link-device'],
      ['emailChange', user, 'new@example.com', 'token-email', 'link-email'],
    ]);
  });

  it('tells people of a held card, a captured fee and a reward reached, once each', async () => {
    const { events, sent } = await bus();
    const reward = { id: 'reward-1', name: '$10 Credit', points: 50 };
    await events.emit('payment.authorized', { manager, bookingId: 'booking-1' });
    await events.emit('payment.fee-captured', { manager, bookingId: 'booking-2' });
    await events.emit('loyalty.reward-reached', { manager, user, reward });
    expect(sent).toEqual([
      ['bookingReceived', 'booking-1'],
      ['feeCharged', 'booking-2'],
      ['rewardReachable', user, reward],
    ]);
  });

  it('tells the customer the DAD has arrived (early, if so); an admin moving the status is no arrival; On my way is tracking’s', async () => {
    const { events, sent } = await bus();
    const dad = { id: 'dad-1', role: 'dad' } as const;
    await events.emit('booking.dad-on-the-way', { manager, bookingId: 'booking-1', actor: dad, details: { etaMinutes: 20, expectedAt: '2027-06-04T17:20:00.000Z' } });
    await events.emit('booking.started', { manager, bookingId: 'booking-1', actor: dad, details: { from: 'confirmed', to: 'in_progress' } });
    await events.emit('booking.started', { manager, bookingId: 'booking-2', actor: dad, details: { from: 'confirmed', to: 'in_progress', early: true } });
    await events.emit('booking.started', { manager, bookingId: 'booking-3', actor: { id: 'admin-1', role: 'admin' }, details: { to: 'in_progress' } });
    expect(sent).toEqual([
      ['arrived', 'booking-1'],
      ['arrivedEarly', 'booking-2'],
    ]);
  });
});
