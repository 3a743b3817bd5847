import type { DataSource } from 'typeorm';
import { FakeDatabase } from '../testing/fakes';
import { BookingDetails } from './booking-details';
import type { BookingEntity } from './booking.entity';
import { BookingVehicleEntity } from './booking-vehicle.entity';

const NOW = new Date('2026-03-02T18:00:00Z');

const booking = (id: string, fields: Partial<BookingEntity> = {}) =>
  ({
    id,
    customerId: 'customer-1',
    dadId: 'dad-1',
    carId: null,
    packageId: 'pkg-1',
    status: 'completed',
    scheduledDate: NOW,
    startTime: '08:00',
    endTime: '12:00',
    durationMinutes: 90,
    address: '1 Main St',
    city: 'Newport Beach',
    zipCode: '92660',
    specialInstructions: null,
    totalAmount: '100.00',
    priceLines: null,
    vehicleType: 'sedan',
    photoConsent: false,
    stripePaymentIntentId: null,
    paymentStatus: 'captured',
    holdExpiresAt: null,
    paymentCapturedCents: 10000,
    paymentCapturedAt: NOW,
    paymentRefundedCents: 0,
    feeKind: null,
    feeCents: null,
    createdAt: NOW,
    updatedAt: NOW,
    ...fields,
  }) as BookingEntity;

/** The registry with every section contributed: each answers a value naming its booking and reader. */
function contributed(db = new FakeDatabase(), details = new BookingDetails({ manager: db.manager } as DataSource)) {
  details.contribute('session', async () => (b) => ({ id: `session-${b.id}` }) as never);
  details.contribute('card', async (_bookings, { withCard }) => (b) => (withCard ? { brand: 'visa', last4: b.id.slice(-4) } : null));
  details.contribute('refunds', async (bookings) => (b) => [{ id: `refund-${b.id}`, amount: `${bookings.length}.00`, createdAt: NOW.toISOString() }]);
  details.contribute('tip', async () => () => null);
  return details;
}

describe('BookingDetails', () => {
  it('assembles each booking from its own rows and the sections other features contribute, in the response order', async () => {
    const db = new FakeDatabase();
    db.seed(BookingVehicleEntity, { bookingId: 'b-0001', position: 1, vehicleType: 'sedan', packageId: 'pkg-1', carId: null, addOns: [], packagePrice: '100.00', price: '100.00', durationMinutes: 90 });
    const [one, two] = await contributed(db).of([booking('b-0001'), booking('b-0002')], { withCard: true });
    expect(Object.keys(one).slice(-7)).toEqual(['session', 'vehicles', 'durationMinutes', 'card', 'capturedAt', 'refunds', 'tip']);
    expect(one).toMatchObject({ id: 'b-0001', session: { id: 'session-b-0001' }, card: { brand: 'visa', last4: '0001' }, capturedAt: NOW.toISOString(), tip: null });
    expect(one.vehicles).toEqual([expect.objectContaining({ position: 1, packageId: 'pkg-1' })]);
    // Each section loads once for all the bookings opened.
    expect(two.refunds).toEqual([{ id: 'refund-b-0002', amount: '2.00', createdAt: NOW.toISOString() }]);
    expect(two.vehicles).toEqual([]);
  });

  it('passes who reads on to the sections (their DAD sees no card)', async () => {
    const [detail] = await contributed().of([booking('b-0001')], { withCard: false });
    expect(detail.card).toBeNull();
  });

  it('refuses a section contributed twice, and answers nothing while one is missing', async () => {
    expect(() => contributed().contribute('tip', async () => () => null)).toThrow('contributed twice');
    const partial = new BookingDetails({ manager: new FakeDatabase().manager } as DataSource);
    partial.contribute('card', async () => () => null);
    await expect(partial.of([booking('b-0001')], { withCard: true })).rejects.toThrow("No feature contributes the booking details' session section");
  });
});
