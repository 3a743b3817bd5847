import { cancellationPolicyText, NO_SHOW_MESSAGES, SLOT_TAKEN_MESSAGE } from '@dd/contracts/booking';
import type { BookingEntity } from './booking.entity';
import { admin, customer, dad, newBookingsTest, refusal, seedBooking, windowsFrom, type BookingsTest } from './bookings.fakes';

/** The policy window of the settings' defaults (48 hours): bookings further out change freely. */
const FAR = 24 * 7;
const NEAR = 10;

describe('BookingChangesService (changes to a booking)', () => {
  let test: BookingsTest;
  beforeEach(() => {
    test = newBookingsTest();
  });

  const statusOf = (booking: BookingEntity) => test.repository.rows.get(booking.id)!.status;
  /** The service reads the booking as it was, but it changed before the write. */
  const changedMeanwhile = (booking: BookingEntity, status: BookingEntity['status']) => {
    const stale = { ...booking };
    test.repository.rows.get(booking.id)!.status = status;
    test.repository.find = async () => ({ ...stale });
  };

  describe('Manage options', () => {
    it('offer reschedule and free cancellation outside the policy window', async () => {
      const booking = seedBooking(test, FAR);
      expect(await test.changes.manageOptions(customer(), booking.id)).toEqual({
        canReschedule: true,
        canCancel: true,
        freeCancellation: true,
        cancellationPolicyHours: 48,
        policyText: cancellationPolicyText(48),
        rescheduleRefusal: null,
        lateCancelFee: null,
      });
    });

    it("follow the owner's limit of moves per booking, the same for the portal's options and the move itself; an admin's move does not count", async () => {
      test.settings.maxReschedulesPerBooking = 1;
      const booking = seedBooking(test, FAR);
      const [first, second] = windowsFrom(9).map((start) => start.toISOString());
      test.repository.log.push({ bookingId: booking.id, type: 'rescheduled', role: 'admin' });
      expect(await test.changes.manageOptions(customer(), booking.id)).toMatchObject({ canReschedule: true, rescheduleRefusal: null });
      await test.changes.reschedule(customer(), booking.id, second);
      const limited = 'This booking has been moved once, the most allowed online. Please contact us to change it.';
      expect(await test.changes.manageOptions(customer(), booking.id)).toMatchObject({ canReschedule: false, canCancel: true, rescheduleRefusal: limited });
      expect(await refusal(test.changes.reschedule(customer(), booking.id, first))).toMatchObject({ status: 409, code: 'RESCHEDULE_LIMIT', message: limited });
      test.settings.maxReschedulesPerBooking = 0;
      expect(await test.changes.manageOptions(customer(), booking.id)).toMatchObject({ canReschedule: true });
    });

    it('inside it offer nothing, or a cancellation for the late fee when one applies', async () => {
      const booking = seedBooking(test, NEAR);
      expect(await test.changes.manageOptions(customer(), booking.id)).toMatchObject({ canReschedule: false, canCancel: false, freeCancellation: false, lateCancelFee: null });
      test.payments.fees.late_cancel = 2500;
      expect(await test.changes.manageOptions(customer(), booking.id)).toMatchObject({ canReschedule: false, canCancel: true, lateCancelFee: '25.00' });
    });

    it('offer nothing once the booking is started, done or cancelled, and follow the policy hours set', async () => {
      for (const status of ['in_progress', 'completed', 'cancelled'] as const) {
        expect(await test.changes.manageOptions(customer(), seedBooking(test, FAR, { status }).id)).toMatchObject({ canReschedule: false, canCancel: false });
      }
      test.settings.cancellationPolicyHours = 24 * 8;
      expect(await test.changes.manageOptions(customer(), seedBooking(test, FAR).id)).toMatchObject({ freeCancellation: false, cancellationPolicyHours: 192 });
    });

    it("are 404 for someone else's booking", async () => {
      expect(await refusal(test.changes.manageOptions(customer('customer-2'), seedBooking(test, FAR).id))).toMatchObject({ status: 404, message: 'Booking not found' });
    });
  });

  describe('a customer cancelling', () => {
    it('outside the policy window cancels, announces it in the change and after commit', async () => {
      const booking = seedBooking(test, FAR);
      const summary = await test.changes.cancel(customer(), booking.id);
      expect(summary).toMatchObject({ status: 'cancelled', noShow: false, fee: null });
      expect(test.events.recorded).toEqual([expect.objectContaining({ bookingId: booking.id, type: 'cancelled', details: { from: 'confirmed' } })]);
      expect(test.events.committed).toEqual([{ name: 'booking.cancelled', bookingId: booking.id }]);
    });

    it('inside it is refused with the policy when no fee applies', async () => {
      const booking = seedBooking(test, NEAR);
      expect(await refusal(test.changes.cancel(customer(), booking.id, true))).toMatchObject({ status: 409, code: 'POLICY_WINDOW', message: cancellationPolicyText(48) });
      expect(statusOf(booking)).toBe('confirmed');
    });

    it('inside it with a fee: the 409 names the fee, and accepting it cancels and records the fee', async () => {
      test.payments.fees.late_cancel = 2500;
      const booking = seedBooking(test, NEAR);
      const refused = await refusal(test.changes.cancel(customer(), booking.id));
      expect(refused).toMatchObject({ status: 409, code: 'POLICY_WINDOW', body: { lateCancelFee: '25.00' } });
      expect(statusOf(booking)).toBe('confirmed');

      const summary = await test.changes.cancel(customer(), booking.id, true);
      expect(summary).toMatchObject({ status: 'cancelled', fee: { kind: 'late_cancel', amount: '25.00' } });
      expect(test.events.recorded[0].details).toEqual({ from: 'confirmed', fee: 'late_cancel', feeCents: 2500 });
    });

    it('is refused for a booking no longer pending or confirmed', async () => {
      for (const status of ['in_progress', 'completed', 'cancelled'] as const) {
        const refused = await refusal(test.changes.cancel(customer(), seedBooking(test, FAR, { status }).id));
        expect(refused).toMatchObject({ status: 409, code: 'INVALID_TRANSITION' });
      }
      expect(test.events.recorded).toEqual([]);
    });

    it("is 404 for someone else's booking, which stays as it was", async () => {
      const booking = seedBooking(test, FAR, { customerId: 'customer-2' });
      expect(await refusal(test.changes.cancel(customer(), booking.id))).toMatchObject({ status: 404 });
      expect(statusOf(booking)).toBe('confirmed');
    });

    it('that lost a race to another change is refused and announces nothing', async () => {
      const booking = seedBooking(test, FAR);
      changedMeanwhile(booking, 'in_progress');
      expect(await refusal(test.changes.cancel(customer(), booking.id))).toMatchObject({ status: 409, code: 'BOOKING_CHANGED' });
      expect(statusOf(booking)).toBe('in_progress');
      expect(test.events.recorded).toEqual([]);
      expect(test.events.committed).toEqual([]);
    });
  });

  describe('a customer rescheduling', () => {
    const later = () => windowsFrom(9)[0];

    it('moves the booking and keeps its DAD when they are free then', async () => {
      const booking = seedBooking(test, FAR, { dadId: 'dad-2' });
      const summary = await test.changes.reschedule(customer(), booking.id, later().toISOString());
      expect(summary).toMatchObject({ scheduledDate: later().toISOString(), dadId: 'dad-2', status: 'confirmed' });
      expect(test.schedule.asked).toEqual([{ start: later(), durationMinutes: 90, zipCode: '92660', excludeBookingId: booking.id, preferDadId: 'dad-2' }]);
      expect(test.events.recorded).toEqual([
        expect.objectContaining({ type: 'rescheduled', details: { from: booking.scheduledDate.toISOString(), to: later().toISOString(), fromDadId: 'dad-2', dadId: 'dad-2' } }),
      ]);
      // Announced again once it stands: the waitlist and the DADs' days react after commit.
      expect(test.events.committed).toEqual([{ name: 'booking.rescheduled', bookingId: booking.id }]);
    });

    it('gives it another DAD when its own is busy then, and refuses when nobody is free', async () => {
      const booking = seedBooking(test, FAR, { dadId: 'dad-2' });
      test.schedule.busy.add('dad-2');
      expect(await test.changes.reschedule(customer(), booking.id, later().toISOString())).toMatchObject({ dadId: 'dad-1' });
      expect(test.schedule.claims.get(booking.id)).toBe('dad-1');

      test.schedule.busy.add('dad-1');
      const before = { ...test.repository.rows.get(booking.id)! };
      const refused = await refusal(test.changes.reschedule(customer(), booking.id, windowsFrom(10)[0].toISOString()));
      expect(refused).toMatchObject({ status: 409, code: 'SLOT_TAKEN', message: SLOT_TAKEN_MESSAGE });
      expect(test.repository.rows.get(booking.id)).toEqual(before);
    });

    it('refuses the same time, a time that is no window start, and any move inside the policy window', async () => {
      const booking = seedBooking(test, FAR);
      expect(await refusal(test.changes.reschedule(customer(), booking.id, booking.scheduledDate.toISOString()))).toMatchObject({ status: 400, message: 'Please choose a different time' });
      expect(await refusal(test.changes.reschedule(customer(), booking.id, new Date(later().getTime() + 60_000).toISOString()))).toMatchObject({
        status: 400,
        message: 'Please choose one of the available arrival times',
      });
      const near = seedBooking(test, NEAR);
      expect(await refusal(test.changes.reschedule(customer(), near.id, later().toISOString()))).toMatchObject({ status: 409, code: 'POLICY_WINDOW' });
      expect(test.schedule.asked).toEqual([]);
    });

    it('that lost a race to another change is refused, the time not kept', async () => {
      const booking = seedBooking(test, FAR);
      changedMeanwhile(booking, 'cancelled');
      expect(await refusal(test.changes.reschedule(customer(), booking.id, later().toISOString()))).toMatchObject({ status: 409, code: 'BOOKING_CHANGED' });
      expect(test.repository.rows.get(booking.id)!.scheduledDate).toEqual(booking.scheduledDate);
    });
  });

  describe('a no-show', () => {
    const started = (fields: Partial<BookingEntity> = {}) => seedBooking(test, -1, { status: 'in_progress', ...fields });

    it("is reported by the booking's DAD after arriving, with their evidence; the fee recorded when one applies", async () => {
      test.payments.fees.no_show = 5000;
      const booking = started();
      const summary = await test.changes.noShow(dad('dad-1'), booking.id, { latitude: 33.6, longitude: -117.9, photoImageId: 'img-1' });
      expect(summary).toMatchObject({ status: 'cancelled', noShow: true, fee: { kind: 'no_show', amount: '50.00' } });
      // Its own event after commit (issue 37 item 12): payments takes the fee on booking.no-show, not on a cancellation.
      expect(test.events.committed).toEqual([{ name: 'booking.no-show', bookingId: booking.id }]);
      expect(test.repository.rows.get(booking.id)!.noShow).toMatchObject({ byRole: 'dad', byId: 'dad-1', photoImageId: 'img-1', latitude: '33.6000000', longitude: '-117.9000000' });
      expect(test.events.recorded[0].details).toEqual({ from: 'in_progress', fee: 'no_show', feeCents: 5000, noShow: true });
    });

    it('is refused to a DAD who has not arrived, before the start, and is 404 to another DAD', async () => {
      expect(await refusal(test.changes.noShow(dad('dad-1'), seedBooking(test, -1).id))).toMatchObject({ status: 409, message: NO_SHOW_MESSAGES.notArrived });
      expect(await refusal(test.changes.noShow(dad('dad-1'), started({ scheduledDate: new Date(Date.now() + 60_000) }).id))).toMatchObject({ status: 409, message: NO_SHOW_MESSAGES.tooEarly });
      expect(await refusal(test.changes.noShow(dad('dad-2'), started().id))).toMatchObject({ status: 404 });
    });

    it('may be reported by an admin for a confirmed booking once it has begun, not for a completed one', async () => {
      expect(await test.changes.noShow(admin(), seedBooking(test, -1).id)).toMatchObject({ status: 'cancelled', fee: null });
      expect(await refusal(test.changes.noShow(admin(), seedBooking(test, -1, { status: 'completed' }).id))).toMatchObject({ status: 409, code: 'INVALID_TRANSITION' });
    });
  });

  describe("an admin's update", () => {
    it('confirms a pending booking, once', async () => {
      const booking = seedBooking(test, FAR, { status: 'pending' });
      expect(await test.changes.adminUpdate(admin(), booking.id, { status: 'confirmed' })).toMatchObject({ status: 'confirmed' });
      expect(test.events.recorded).toEqual([expect.objectContaining({ type: 'status_changed', details: { from: 'pending', to: 'confirmed' }, actor: { id: 'admin-1', role: 'admin' } })]);
      expect(await refusal(test.changes.adminUpdate(admin(), booking.id, { status: 'confirmed' }))).toMatchObject({ status: 409, code: 'INVALID_TRANSITION' });
    });

    it('cancels a pending booking, whatever the policy window', async () => {
      const booking = seedBooking(test, NEAR, { status: 'pending' });
      expect(await test.changes.adminUpdate(admin(), booking.id, { status: 'cancelled' })).toMatchObject({ status: 'cancelled' });
      expect(test.events.committed).toEqual([{ name: 'booking.cancelled', bookingId: booking.id }]);
    });

    it('cancels a confirmed booking not yet started, releasing the hold (issue 37 item 5)', async () => {
      const booking = seedBooking(test, NEAR);
      expect(await test.changes.adminUpdate(admin(), booking.id, { status: 'cancelled' })).toMatchObject({ status: 'cancelled', fee: null });
      expect(test.events.recorded).toEqual([expect.objectContaining({ type: 'cancelled', details: { from: 'confirmed' }, actor: { id: 'admin-1', role: 'admin' } })]);
      expect(test.events.committed).toEqual([{ name: 'booking.cancelled', bookingId: booking.id }]);
      for (const status of ['in_progress', 'completed', 'cancelled'] as const) {
        expect(await refusal(test.changes.adminUpdate(admin(), seedBooking(test, NEAR, { status }).id, { status: 'cancelled' }))).toMatchObject({ status: 409, code: 'INVALID_TRANSITION' });
      }
    });

    it('takes the late-cancellation fee only when asked, inside the window, and agreed at checkout', async () => {
      const far = seedBooking(test, FAR);
      const near = seedBooking(test, NEAR);
      expect(await test.changes.adminCancelOptions(near.id)).toEqual({ cancellable: true, freeCancellation: false, cancellationPolicyHours: 48, lateCancelFee: null });
      expect(await refusal(test.changes.adminUpdate(admin(), near.id, { status: 'cancelled', lateCancelFee: true }))).toMatchObject({ status: 409, code: 'FEE_NOT_CHARGED' });
      test.payments.fees.late_cancel = 2500;
      expect(await test.changes.adminCancelOptions(far.id)).toMatchObject({ freeCancellation: true, lateCancelFee: null });
      expect(await refusal(test.changes.adminUpdate(admin(), far.id, { status: 'cancelled', lateCancelFee: true }))).toMatchObject({ status: 409, code: 'POLICY_WINDOW' });
      expect(await test.changes.adminCancelOptions(near.id)).toMatchObject({ lateCancelFee: '25.00' });
      expect(await test.changes.adminUpdate(admin(), near.id, { status: 'cancelled', lateCancelFee: true })).toMatchObject({ status: 'cancelled', fee: { kind: 'late_cancel', amount: '25.00' } });
      expect(statusOf(far)).toBe('confirmed');
    });

    it('moves nothing else', async () => {
      const booking = seedBooking(test, FAR);
      expect(await refusal(test.changes.adminUpdate(admin(), booking.id, { status: 'confirmed' }))).toMatchObject({ code: 'INVALID_TRANSITION' });
      expect(await refusal(test.changes.adminUpdate(admin(), booking.id, { status: 'completed' } as never))).toMatchObject({ code: 'INVALID_TRANSITION' });
      expect(await refusal(test.changes.adminUpdate(admin(), booking.id, { paymentStatus: 'refunded' } as never))).toMatchObject({ code: 'INVALID_TRANSITION' });
      expect(statusOf(booking)).toBe('confirmed');
    });

    it('records a capture through payments', async () => {
      const booking = seedBooking(test, FAR);
      await test.changes.adminUpdate(admin(), booking.id, { paymentStatus: 'captured' });
      expect(test.payments.captures).toEqual([booking.id]);
    });
  });

  describe('reassigning', () => {
    it('lists the DADs free for the booking, with the drive each adds', async () => {
      const booking = seedBooking(test, FAR, { dadId: 'dad-1' });
      expect(await test.changes.reassignOptions(booking.id)).toEqual([{ id: 'dad-2', firstName: 'Drew', lastName: 'Two', addedDriveMinutes: 10 }]);
      expect(await test.changes.reassignOptions(seedBooking(test, FAR, { status: 'completed' }).id)).toEqual([]);
    });

    it('names the DADs who cannot take it, with the reasons scheduling gives', async () => {
      const booking = seedBooking(test, FAR, { dadId: 'dad-1' });
      test.schedule.refusals.push({ id: 'dad-3', reasons: ['not_covered', 'not_working'] });
      expect(await test.changes.reassignChoices(booking.id)).toEqual({
        free: [{ id: 'dad-2', firstName: 'Drew', lastName: 'Two', addedDriveMinutes: 10 }],
        busy: [{ id: 'dad-3', firstName: 'Dee', lastName: 'Three', reasons: ['not_covered', 'not_working'] }],
      });
      expect(await test.changes.reassignChoices(seedBooking(test, FAR, { status: 'in_progress' }).id)).toEqual({ free: [], busy: [] });
    });

    it("gives the booking to a free DAD, moving its time claim in the change's transaction", async () => {
      const booking = seedBooking(test, FAR, { dadId: 'dad-1' });
      expect(await test.changes.reassign(admin(), booking.id, 'dad-2')).toMatchObject({ dadId: 'dad-2' });
      expect(test.schedule.claims.get(booking.id)).toBe('dad-2');
      expect(test.events.recorded).toEqual([expect.objectContaining({ type: 'dad_assigned', details: { fromDadId: 'dad-1', dadId: 'dad-2' } })]);
      expect(test.events.committed).toEqual([{ name: 'booking.reassigned', bookingId: booking.id }]);
    });

    it('is refused to the same DAD, a busy DAD, a booking done, or one changed meanwhile', async () => {
      const booking = seedBooking(test, FAR, { dadId: 'dad-1' });
      expect(await refusal(test.changes.reassign(admin(), booking.id, 'dad-1'))).toMatchObject({ status: 409, code: 'INVALID_TRANSITION' });
      test.schedule.busy.add('dad-2');
      expect(await refusal(test.changes.reassign(admin(), booking.id, 'dad-2'))).toMatchObject({ status: 409, code: 'SLOT_TAKEN' });
      test.schedule.busy.clear();
      expect(await refusal(test.changes.reassign(admin(), seedBooking(test, FAR, { status: 'completed' }).id, 'dad-2'))).toMatchObject({ code: 'INVALID_TRANSITION' });

      // Another admin gave it to someone else first: the claim does not move.
      const stale = { ...booking };
      test.repository.rows.get(booking.id)!.dadId = 'dad-3';
      test.repository.find = async () => ({ ...stale });
      expect(await refusal(test.changes.reassign(admin(), booking.id, 'dad-2'))).toMatchObject({ status: 409, code: 'BOOKING_CHANGED' });
      expect(test.schedule.claims.get(booking.id)).toBe('dad-1');
    });
  });
});
