import { useState } from 'react';
import { Checkbox } from 'antd';
import type { BookingSummaryDto } from '@dd/contracts/booking';
import { formatMoney } from '@dd/domain/pricing';
import { bookingReference } from '@dd/ui/booking-format';
import { ConfirmDialog } from '@dd/ui/confirm-dialog';
import { useAdminGetCancelOptionsQuery } from '../api/admin.api';
import { useBookingActions } from './use-booking-actions';

/** Pending or confirmed: the admin may still cancel it. */
export const notStarted = (b: Pick<BookingSummaryDto, 'status'>) => b.status === 'pending' || b.status === 'confirmed';

/**
 * "Cancel this booking?" for any booking not yet started (issue 37 item 5): the customer is told by
 * email and the card hold released; inside the cancellation window, when the customer agreed to a
 * late-cancellation fee at checkout, the admin may take it instead (a customer who asked to cancel late).
 */
export function CancelBookingDialog({ booking, onClose, onCancelled }: { booking: BookingSummaryDto | null; onClose: () => void; onCancelled: () => void }) {
  if (!booking) return null;
  return <CancelBooking key={booking.id} booking={booking} onClose={onClose} onCancelled={onCancelled} />;
}

function CancelBooking({ booking, onClose, onCancelled }: { booking: BookingSummaryDto; onClose: () => void; onCancelled: () => void }) {
  const options = useAdminGetCancelOptionsQuery(booking.id);
  const [chargeFee, setChargeFee] = useState(false);
  const actions = useBookingActions();
  const fee = options.data?.lateCancelFee ?? null;
  const charging = chargeFee && fee != null;
  return (
    <ConfirmDialog
      open
      title="Cancel this booking?"
      confirmLabel="Cancel Booking"
      cancelLabel="Keep Booking"
      danger
      busy={actions.busy || options.isFetching}
      onCancel={onClose}
      onConfirm={async () => {
        if (await actions.cancel(booking, charging)) onCancelled();
      }}
    >
      <p style={{ margin: 0 }} data-testid="cancel-booking-effect">
        Booking #{bookingReference(booking.id)} will be cancelled and the customer told by email.{' '}
        {charging ? `The ${formatMoney(fee)} late-cancellation fee will be charged to the card held for it and the rest released.` : 'The card hold will be released: nothing is charged.'}
      </p>
      {fee != null && options.data && (
        <Checkbox checked={chargeFee} onChange={(e) => setChargeFee(e.target.checked)} style={{ marginTop: 12 }}>
          The customer asked to cancel inside the {options.data.cancellationPolicyHours}-hour window: charge the {formatMoney(fee)} late-cancellation fee they agreed to at checkout
        </Checkbox>
      )}
    </ConfirmDialog>
  );
}
