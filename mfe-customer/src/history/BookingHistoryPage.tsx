import { useState } from 'react';
import { Button, Tooltip } from 'antd';
import { Link } from 'react-router-dom';
import type { BookingSummaryDto } from '@dd/contracts/booking';
import { BookingSummaryCard } from '@dd/ui/booking-summary';
import { EmptyState } from '@dd/ui/empty-state';
import { LinkButton } from '@dd/ui/link-button';
import { PageFrame } from '@dd/ui/page-frame';
import { PagedList } from '@dd/ui/paged-list';
import { useCustomerGetCustomerBookingPageQuery } from '../api/bookings.api';
import { bookingActions } from '../common/booking-actions';
import { ManageBookingDialog } from '../manage/ManageBookingDialog';
import { useCustomerGetMyReviewsQuery } from '../api/portal.api';
import { ReviewDialog } from './ReviewDialog';

const detailPath = (id: string) => `/dadportal/customer/details/${encodeURIComponent(id)}`;
const NO_FILTERS: Record<string, never> = {};

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

interface RowProps {
  booking: BookingSummaryDto;
  reviewed: boolean;
  onManage: (booking: BookingSummaryDto) => void;
  onReview: (booking: BookingSummaryDto) => void;
}

function BookingRow({ booking, reviewed, onManage, onReview }: RowProps) {
  const actions = bookingActions(booking.status);
  return (
    <BookingSummaryCard
      booking={booking}
      testId="history-booking"
      title={<Link to={detailPath(booking.id)}>{booking.package?.name ?? 'Detail'}</Link>}
      showReference
      showAddress
      actions={
        <>
          <LinkButton to={detailPath(booking.id)}>View Details</LinkButton>
          {actions.viewPhotos && <LinkButton to={`${detailPath(booking.id)}#photos`}>View Photos</LinkButton>}
          {actions.receipt && <LinkButton to={`${detailPath(booking.id)}/receipt`}>Receipt</LinkButton>}
          {actions.review &&
            (reviewed ? <Disabled label="Review" reason="You have already reviewed this detail" /> : <Button onClick={() => onReview(booking)}>Review</Button>)}
          {actions.manage && (
            <Button type="primary" onClick={() => onManage(booking)}>
              Manage
            </Button>
          )}
        </>
      }
    />
  );
}

/** /dadportal/customer/details: the customer's bookings, latest first, a page at a time, with their actions (customer-side §2). */
export default function BookingHistoryPage() {
  const [managing, setManaging] = useState<BookingSummaryDto | null>(null);
  const [reviewing, setReviewing] = useState<BookingSummaryDto | null>(null);
  const reviews = useCustomerGetMyReviewsQuery();
  const reviewed = new Set(reviews.data?.map((review) => review.bookingId));

  return (
    <PageFrame title="Booking History" back={{ to: '/dadportal/customer', label: 'Back to Dashboard' }} testId="booking-history">
      <PagedList<BookingSummaryDto, typeof NO_FILTERS>
        useQuery={useCustomerGetCustomerBookingPageQuery}
        filters={NO_FILTERS}
        label="Bookings"
        errorTitle="Failed to Load Bookings"
        toast
        renderItem={(booking) => <BookingRow key={booking.id} booking={booking} reviewed={reviewed.has(booking.id)} onManage={setManaging} onReview={setReviewing} />}
        empty={
          <EmptyState
            title="No bookings yet"
            text="Your booked details will show here."
            action={
              <LinkButton type="primary" to="/book">
                Book Your Detail
              </LinkButton>
            }
          />
        }
      />
      {managing && <ManageBookingDialog booking={managing} open onClose={() => setManaging(null)} />}
      {reviewing && <ReviewDialog booking={reviewing} onClose={() => setReviewing(null)} />}
    </PageFrame>
  );
}
