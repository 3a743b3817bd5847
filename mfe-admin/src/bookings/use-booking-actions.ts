import { api, useAppDispatch } from '@dd/api-client';
import type { BookingSummaryDto } from '@dd/contracts/booking';
import { useAdminCapturePaymentMutation, useAdminReassignBookingMutation, useAdminUpdateAdminBookingMutation } from '../api/admin.api';
import { useAdminAction } from '../common/use-admin-action';

/** The admin's booking moves with the spec's toasts (dad-and-admin §8); each resolves to the result or null. */
export function useBookingActions() {
  const [update, updating] = useAdminUpdateAdminBookingMutation();
  const [captureCall, capturing] = useAdminCapturePaymentMutation();
  const [reassignCall, reassigning] = useAdminReassignBookingMutation();
  const act = useAdminAction();
  const dispatch = useAppDispatch();
  const bookingFailure = { title: 'Failed to update booking' };

  return {
    busy: updating.isLoading || capturing.isLoading || reassigning.isLoading,
    confirm: (booking: BookingSummaryDto) => act(() => update({ id: booking.id, status: 'confirmed' }).unwrap(), { success: { title: 'Booking updated' }, failure: bookingFailure }),
    /** Cancels a booking not yet started; with `lateCancelFee`, the fee agreed at checkout is taken from the hold (it charges a card: step-up). */
    cancel: (booking: BookingSummaryDto, lateCancelFee: boolean) =>
      act(() => update({ id: booking.id, status: 'cancelled', ...(lateCancelFee && { lateCancelFee }) }).unwrap(), { success: { title: 'Booking updated' }, failure: bookingFailure }),
    capture: (booking: BookingSummaryDto) =>
      act(() => captureCall({ bookingId: booking.id, paymentIntentId: booking.stripePaymentIntentId! }).unwrap(), {
        success: { title: 'Payment captured', description: 'Payment has been captured successfully.' },
        failure: { title: 'Failed to capture payment' },
      }),
    reassign: (booking: Pick<BookingSummaryDto, 'id'>, dadId: string) =>
      act(() => reassignCall({ id: booking.id, dadId }).unwrap(), { success: { title: 'Booking updated', description: 'The booking has a new DAD.' }, failure: bookingFailure }),
    /** Refresh: the lists ask the server again. */
    refresh: () => dispatch(api.util.invalidateTags(['Booking'])),
  };
}
