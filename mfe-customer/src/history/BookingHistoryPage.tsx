import { useState } from 'react';
import { Button, Flex, Tooltip } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import type { BookingDto } from '@dd/contracts/booking';
import { EmptyState } from '@dd/ui/empty-state';
import { formatUsd } from '@dd/ui/format';
import { LinkButton } from '@dd/ui/link-button';
import { PageSpinner } from '@dd/ui/page-spinner';
import { brand, layout, surfaceStyle } from '@dd/ui/theme';
import { useGetCustomerBookingsQuery } from '../api/bookings.api';
import { bookingActions, bookingReference, longDate, windowText } from '../common/format';
import { LoadFailed, useLoadFailureToast } from '@dd/ui/load-state';
import { StatusBadge } from '../common/StatusBadge';
import { ManageBookingDialog } from '../manage/ManageBookingDialog';
import { useGetMyReviewsQuery } from '../api/portal.api';
import { ReviewDialog } from './ReviewDialog';

const detailPath = (id: string) => `/dadportal/customer/details/${encodeURIComponent(id)}`;

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
  booking: BookingDto;
  reviewed: boolean;
  onManage: (booking: BookingDto) => void;
  onReview: (booking: BookingDto) => void;
}

function BookingRow({ booking, reviewed, onManage, onReview }: RowProps) {
  const actions = bookingActions(booking.status);
  const title = booking.package?.name ?? 'Detail';
  return (
    <li style={{ ...surfaceStyle, listStyle: 'none' }} data-testid="history-booking" data-booking-id={booking.id}>
      <Flex justify="space-between" align="start" gap={12} wrap>
        <div>
          <Link to={detailPath(booking.id)} style={{ fontSize: 18, fontWeight: 600 }}>
            {title}
          </Link>
          <div style={{ color: brand.textMuted, fontSize: 13 }}>Booking #{bookingReference(booking.id)}</div>
        </div>
        <StatusBadge status={booking.status} />
      </Flex>
      <p style={{ margin: '8px 0', color: brand.text }}>
        {longDate(booking.scheduledDate)} · {windowText(booking)}
        <br />
        {booking.address}, {booking.city} · {formatUsd(booking.totalAmount)}
      </p>
      <Flex gap={8} wrap>
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
      </Flex>
    </li>
  );
}

/** /dadportal/customer/details: the customer's bookings with their actions (customer-side §2). */
export default function BookingHistoryPage() {
  const query = useGetCustomerBookingsQuery();
  const reviews = useGetMyReviewsQuery();
  const [managing, setManaging] = useState<BookingDto | null>(null);
  const [reviewing, setReviewing] = useState<BookingDto | null>(null);
  const reviewed = new Set(reviews.data?.map((review) => review.bookingId));
  useLoadFailureToast('Failed to Load Bookings', query.isError, query.error);

  let content;
  if (query.isLoading) content = <PageSpinner label="Loading bookings" />;
  else if (!query.data) content = <LoadFailed title="Failed to Load Bookings" error={query.error} onRetry={() => void query.refetch()} />;
  else if (!query.data.length)
    content = (
      <EmptyState
        title="No bookings yet"
        text="Your booked details will show here."
        action={
          <LinkButton type="primary" to="/book">
            Book Your Detail
          </LinkButton>
        }
      />
    );
  else {
    // Latest first.
    const bookings = [...query.data].sort((a, b) => Date.parse(b.scheduledDate) - Date.parse(a.scheduledDate));
    content = (
      <ul style={{ margin: 0, padding: 0, display: 'grid', gap: 16 }} aria-label="Bookings">
        {bookings.map((booking) => (
          <BookingRow key={booking.id} booking={booking} reviewed={reviewed.has(booking.id)} onManage={setManaging} onReview={setReviewing} />
        ))}
      </ul>
    );
  }

  return (
    <div style={{ maxWidth: layout.contentMaxWidth, margin: '0 auto', padding: '32px 16px', boxSizing: 'border-box' }} data-testid="booking-history">
      <Link to="/dadportal/customer" style={{ display: 'inline-flex', gap: 6, alignItems: 'center', marginBottom: 16 }}>
        <ArrowLeftOutlined /> Back to Dashboard
      </Link>
      <h1 style={{ fontSize: 28, margin: '0 0 24px', color: brand.text }}>Booking History</h1>
      {content}
      {managing && <ManageBookingDialog booking={managing} open onClose={() => setManaging(null)} />}
      {reviewing && <ReviewDialog booking={reviewing} onClose={() => setReviewing(null)} />}
    </div>
  );
}
