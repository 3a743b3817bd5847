import { mayUnreserve, refundedInFull, refundFits, wholeCents } from './booking-payment-ledger';
import { HOLD_LIFETIME_MS } from './card-holds';
import { newPaymentsTest } from './testing/test-services';
import type { GatewayIntent } from './payment-gateway';

const NOW = new Date('2026-03-02T18:00:00Z');

const intent = (id: string, values: Partial<GatewayIntent> = {}): GatewayIntent => ({
  id,
  clientSecret: `${id}_secret`,
  status: 'requires_capture',
  amountCents: 8900,
  amountCapturedCents: 0,
  customerId: 'cus_fake',
  paymentMethodId: 'pm_card',
  lastError: null,
  captureBefore: null,
  ...values,
});

describe('BookingPaymentLedger', () => {
  it('authorizes a pending booking once: the hold, the card, its lapse; people are told once', async () => {
    const t = newPaymentsTest();
    const b = t.booking({ stripePaymentIntentId: 'pi_1' });
    expect(await t.ledger.authorized(b.id, intent('pi_1'), NOW)).toMatchObject({ paymentStatus: 'authorized' });
    expect(await t.ledger.authorized(b.id, intent('pi_1'), NOW)).toBeNull();
    const stored = t.stored(b.id);
    expect(stored).toMatchObject({ paymentStatus: 'authorized', stripePaymentMethodId: 'pm_card', paymentAuthorizedAt: NOW, paymentIssue: null });
    expect(stored.paymentHoldExpiresAt).toEqual(new Date(NOW.getTime() + HOLD_LIFETIME_MS));
    expect(t.told).toEqual([
      { what: 'passwordLink', userId: b.customerId },
      { what: 'bookingReceived', bookingId: b.id },
    ]);
  });

  it('takes the hold’s end from the gateway when it says', async () => {
    const t = newPaymentsTest();
    const b = t.booking({ stripePaymentIntentId: 'pi_1' });
    const captureBefore = new Date('2026-03-08T12:00:00Z');
    await t.ledger.authorized(b.id, intent('pi_1', { captureBefore }), NOW);
    expect(t.stored(b.id).paymentHoldExpiresAt).toEqual(captureBefore);
  });

  it('lets a failed booking be authorized again (another card), but not a captured or released one', async () => {
    const t = newPaymentsTest();
    const failed = t.booking({ stripePaymentIntentId: 'pi_1', paymentStatus: 'failed', paymentIssue: 'declined' });
    const captured = t.booking({ stripePaymentIntentId: 'pi_2', paymentStatus: 'captured' });
    const released = t.booking({ stripePaymentIntentId: 'pi_3', paymentStatus: 'refunded' });
    expect(await t.ledger.authorized(failed.id, intent('pi_1'), NOW)).toMatchObject({ paymentStatus: 'authorized' });
    expect(t.stored(failed.id)).toMatchObject({ paymentStatus: 'authorized', paymentIssue: null });
    expect(await t.ledger.authorized(captured.id, intent('pi_2'), NOW)).toBeNull();
    expect(await t.ledger.authorized(released.id, intent('pi_3'), NOW)).toBeNull();
    expect(t.stored(captured.id).paymentStatus).toBe('captured');
    expect(t.stored(released.id).paymentStatus).toBe('refunded');
  });

  it('ignores a message about another intent than the booking’s (an old intent after a renewal)', async () => {
    const t = newPaymentsTest();
    const b = t.booking({ stripePaymentIntentId: 'pi_new', paymentStatus: 'authorized' });
    expect(await t.ledger.captured(b.id, 'pi_old', 8900)).toBe(false);
    expect(await t.ledger.lapsed(b.id, 'pi_old', 'ended')).toBe(false);
    expect(await t.ledger.released(b.id, 'pi_old')).toBe(false);
    expect(t.stored(b.id).paymentStatus).toBe('authorized');
  });

  it('captures authorized money once, with what the capture took; captured is final', async () => {
    const t = newPaymentsTest();
    const b = t.booking({ stripePaymentIntentId: 'pi_1', paymentStatus: 'authorized' });
    expect(await t.ledger.captured(b.id, 'pi_1', 2225)).toBe(true);
    expect(await t.ledger.captured(b.id, 'pi_1', 8900)).toBe(false);
    expect(t.stored(b.id)).toMatchObject({ paymentStatus: 'captured', paymentCapturedCents: 2225 });
    expect(await t.ledger.released(b.id, 'pi_1')).toBe(false);
    expect(await t.ledger.lapsed(b.id, 'pi_1', 'ended')).toBe(false);
    expect(await t.ledger.failed(b.id, 'pi_1')).toBe(false);
    expect(t.stored(b.id).paymentStatus).toBe('captured');
  });

  it('marks only a pending booking failed (a late decline never undoes a hold)', async () => {
    const t = newPaymentsTest();
    const pending = t.booking({ stripePaymentIntentId: 'pi_1' });
    const held = t.booking({ stripePaymentIntentId: 'pi_2', paymentStatus: 'authorized' });
    expect(await t.ledger.failed(pending.id, 'pi_1')).toBe(true);
    expect(await t.ledger.failed(held.id, 'pi_2')).toBe(false);
    expect(t.stored(held.id).paymentStatus).toBe('authorized');
  });

  it('a lapsed hold leaves the booking failed with the reason; only an authorized one lapses', async () => {
    const t = newPaymentsTest();
    const held = t.booking({ stripePaymentIntentId: 'pi_1', paymentStatus: 'authorized' });
    const pending = t.booking({ stripePaymentIntentId: 'pi_2' });
    expect(await t.ledger.lapsed(held.id, 'pi_1', 'The card hold ended')).toBe(true);
    expect(t.stored(held.id)).toMatchObject({ paymentStatus: 'failed', paymentIssue: 'The card hold ended' });
    expect(await t.ledger.lapsed(pending.id, 'pi_2', 'The card hold ended')).toBe(false);
    expect(t.stored(pending.id).paymentStatus).toBe('pending');
  });

  it('releases a booking without an intent (nothing to cancel), once', async () => {
    const t = newPaymentsTest();
    const b = t.booking();
    expect(await t.ledger.released(b.id, null)).toBe(true);
    expect(await t.ledger.released(b.id, null)).toBe(false);
    expect(t.stored(b.id).paymentStatus).toBe('refunded');
  });

  it('flags an issue on a standing hold only', async () => {
    const t = newPaymentsTest();
    const held = t.booking({ stripePaymentIntentId: 'pi_1', paymentStatus: 'authorized' });
    const captured = t.booking({ stripePaymentIntentId: 'pi_2', paymentStatus: 'captured' });
    expect(await t.ledger.flag(held.id, 'pi_1', 'Renewal declined')).toBe(true);
    expect(await t.ledger.flag(captured.id, 'pi_2', 'Renewal declined')).toBe(false);
    expect(t.stored(held.id)).toMatchObject({ paymentStatus: 'authorized', paymentIssue: 'Renewal declined' });
  });

  it('a renewed hold replaces the old one only if nobody renewed or moved the booking meanwhile', async () => {
    const t = newPaymentsTest();
    const b = t.booking({ stripePaymentIntentId: 'pi_1', paymentStatus: 'authorized', paymentAttempt: 1, stripePaymentMethodId: 'pm_card' });
    const read = t.stored(b.id);
    expect(await t.ledger.renewed(read, intent('pi_2', { paymentMethodId: null }), 2, NOW)).toBe(true);
    expect(t.stored(b.id)).toMatchObject({ stripePaymentIntentId: 'pi_2', paymentAttempt: 2, stripePaymentMethodId: 'pm_card', paymentAuthorizedAt: NOW });
    // A second renewal from the same (now stale) read changes nothing.
    expect(await t.ledger.renewed(read, intent('pi_3'), 2, NOW)).toBe(false);
    expect(t.stored(b.id).stripePaymentIntentId).toBe('pi_2');
  });

  it('starts an intent only from the attempt it read (a parallel start wins once)', async () => {
    const t = newPaymentsTest();
    const b = t.booking();
    expect(await t.ledger.startedIntent(b.id, 'pi_a', 0, 1)).toBe(true);
    expect(await t.ledger.startedIntent(b.id, 'pi_b', 0, 1)).toBe(false);
    expect(t.stored(b.id)).toMatchObject({ stripePaymentIntentId: 'pi_a', paymentAttempt: 1 });
  });
});

describe('the refund rules of the ledger', () => {
  it('a refund fits while refunded plus it stays within what was taken', () => {
    expect(refundFits(8900, 0, 8900)).toBe(true);
    expect(refundFits(8900, 4000, 4900)).toBe(true);
    expect(refundFits(8900, 4000, 4901)).toBe(false);
    expect(refundFits(8900, 8900, 1)).toBe(false);
    expect(refundFits(null, 0, 1)).toBe(false);
  });

  it('gives a reservation back only from what is reserved', () => {
    expect(mayUnreserve(500, 500)).toBe(true);
    expect(mayUnreserve(499, 500)).toBe(false);
  });

  it('a captured payment is refunded in full when everything went back', () => {
    expect(refundedInFull({ paymentStatus: 'captured', paymentCapturedCents: 8900, paymentRefundedCents: 8900 })).toBe(true);
    expect(refundedInFull({ paymentStatus: 'captured', paymentCapturedCents: 8900, paymentRefundedCents: 8899 })).toBe(false);
    expect(refundedInFull({ paymentStatus: 'refunded', paymentCapturedCents: 8900, paymentRefundedCents: 8900 })).toBe(false);
    expect(refundedInFull({ paymentStatus: 'captured', paymentCapturedCents: null, paymentRefundedCents: 0 })).toBe(false);
  });

  it('takes only whole, non-negative cents into SQL', () => {
    expect(wholeCents(0)).toBe(0);
    expect(() => wholeCents(-1)).toThrow(TypeError);
    expect(() => wholeCents(1.5)).toThrow(TypeError);
    expect(() => refundFits(8900, 0, -100)).toThrow(TypeError);
  });
});
