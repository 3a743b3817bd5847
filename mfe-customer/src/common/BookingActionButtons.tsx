import { useState } from 'react';
import { Button, Tooltip } from 'antd';
import type { BookingSummaryDto } from '@dd/contracts/booking';
import { LinkButton } from '@dd/ui/link-button';
import { useCustomerGetMyReviewsQuery } from '../api/portal.api';
import { ReviewDialog } from '../history/ReviewDialog';
import { ManageBookingDialog } from '../manage/ManageBookingDialog';
import { bookingActions } from './booking-actions';
import { useT } from '../i18n';

export const bookingPath = (id: string) => `/dadportal/customer/details/${encodeURIComponent(id)}`;

/** A disabled action says why (as a visible tooltip and to screen readers). */
function Disabled({ label, reason }: { label: string; reason: string }) {
  return (
    <Tooltip title={reason}>
      <span>
        <Button disabled aria-label={`${label}: ${reason}`}>
          {label}
        </Button>
      </span>
    </Tooltip>
  );
}

/**
 * Everything a customer can do with a booking, the same on every list and on its page (issue 36
 * item 5: receipts, tips and reviews were only on Booking History): View Details (`view`: a link,
 * or the caller's dialog), Photos, Receipt, Add Tip, Review and Manage, with their dialogs.
 */
export function BookingActionButtons({ booking, view }: { booking: BookingSummaryDto; view: 'link' | (() => void) | null }) {
  const actions = bookingActions(booking.status);
  const reviews = useCustomerGetMyReviewsQuery(undefined, { skip: !actions.review });
  const reviewed = !!reviews.data?.some((review) => review.bookingId === booking.id);
  const [managing, setManaging] = useState(false);
  const [reviewing, setReviewing] = useState(false);
  const path = bookingPath(booking.id);
  const t = useT();
  return (
    <>
      {view === 'link' && <LinkButton to={path}>{t('actions.viewDetails')}</LinkButton>}
      {typeof view === 'function' && <Button onClick={view}>{t('actions.viewDetails')}</Button>}
      {actions.viewPhotos && <LinkButton to={`${path}#photos`}>{t('actions.viewPhotos')}</LinkButton>}
      {actions.receipt && <LinkButton to={`${path}/receipt`}>{t('actions.receipt')}</LinkButton>}
      {/* The tip is a separate charge on the card that paid, so only once the booking is paid. */}
      {actions.receipt && booking.paymentStatus === 'captured' && <LinkButton to={`${path}/receipt#tip`}>{t('actions.addTip')}</LinkButton>}
      {actions.review && (reviewed ? <Disabled label={t('actions.review')} reason={t('actions.reviewed')} /> : <Button onClick={() => setReviewing(true)}>{t('actions.review')}</Button>)}
      {actions.manage && (
        <Button type="primary" onClick={() => setManaging(true)}>
          {t('actions.manage')}
        </Button>
      )}
      {managing && <ManageBookingDialog booking={booking} open onClose={() => setManaging(false)} />}
      {reviewing && <ReviewDialog booking={booking} onClose={() => setReviewing(false)} />}
    </>
  );
}
