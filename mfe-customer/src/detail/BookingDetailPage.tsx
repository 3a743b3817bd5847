import { useEffect, useState } from 'react';
import { Button, Flex } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link, useLocation, useParams } from 'react-router-dom';
import { errorMessage, isApiError } from '@dd/api-client';
import { PageSpinner } from '@dd/ui/page-spinner';
import { brand, layout, surfaceStyle } from '@dd/ui/theme';
import { useGetCustomerBookingEventsQuery, useGetCustomerBookingQuery } from '../api/bookings.api';
import { BookingFacts } from '../common/BookingSummary';
import { bookingActions, bookingReference } from '../common/format';
import { LoadFailed, useLoadFailureToast } from '@dd/ui/load-state';
import { StatusBadge } from '../common/StatusBadge';
import { ManageBookingDialog } from '../manage/ManageBookingDialog';
import { BookingPhotos } from './BookingPhotos';
import { describeEvent, formatStamp } from './events';

const h2Style = { fontSize: 20, margin: '0 0 12px', color: brand.text } as const;

/** Every change to the booking, oldest first (GET /api/bookings/{id}/events). */
function ChangeHistory({ bookingId }: { bookingId: string }) {
  const query = useGetCustomerBookingEventsQuery(bookingId, { refetchOnMountOrArgChange: true });
  if (query.isLoading) return <PageSpinner label="Loading the change history" />;
  if (!query.data)
    return (
      <p role="alert" style={{ margin: 0, color: brand.error }}>
        Failed to load the change history: {errorMessage(query.error, 'Please try again.')}{' '}
        <Button size="small" onClick={() => void query.refetch()}>
          Retry
        </Button>
      </p>
    );
  if (!query.data.length) return <p style={{ margin: 0, color: brand.textMuted }}>No changes yet.</p>;
  const events = [...query.data].sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
  return (
    <ol style={{ margin: 0, paddingLeft: 20, display: 'grid', gap: 8 }}>
      {events.map((event) => (
        <li key={event.id} data-testid="booking-event" data-type={event.type}>
          <span style={{ color: brand.text }}>{describeEvent(event)}</span>
          <span style={{ display: 'block', color: brand.textMuted, fontSize: 13 }}>{formatStamp(event.createdAt)}</span>
        </li>
      ))}
    </ol>
  );
}

/** /dadportal/customer/details/:id: one booking, its photos and its history; Manage while pending or confirmed. */
export default function BookingDetailPage() {
  const { id = '' } = useParams();
  const { hash } = useLocation();
  const query = useGetCustomerBookingQuery(id, { skip: !id, refetchOnMountOrArgChange: true });
  const [managing, setManaging] = useState(false);
  const notFound = query.isError && isApiError(query.error) && query.error.status === 404;
  useLoadFailureToast('Failed to Load Bookings', query.isError && !notFound, query.error);
  const booking = query.data;

  // View Photos links here with #photos: scroll there once the page is drawn.
  useEffect(() => {
    if (booking && hash === '#photos') document.getElementById('photos')?.scrollIntoView({ block: 'start' });
  }, [booking, hash]);

  let content;
  if (query.isLoading) content = <PageSpinner label="Loading booking" />;
  else if (notFound) content = <LoadFailed title="Booking not found" error={query.error} onRetry={() => void query.refetch()} />;
  else if (!booking) content = <LoadFailed title="Failed to Load Bookings" error={query.error} onRetry={() => void query.refetch()} />;
  else
    content = (
      <div style={{ display: 'grid', gap: 24 }}>
        <section style={surfaceStyle} aria-labelledby="booking-heading">
          <Flex justify="space-between" align="start" gap={12} wrap style={{ marginBottom: 16 }}>
            <div>
              <h2 id="booking-heading" style={{ fontSize: 22, margin: 0, color: brand.text }}>
                {booking.package?.name ?? 'Your detail'}
              </h2>
              <div style={{ color: brand.textMuted }}>Booking #{bookingReference(booking.id)}</div>
            </div>
            <Flex gap={8} align="center" wrap>
              <StatusBadge status={booking.status} />
              {bookingActions(booking.status).manage && (
                <Button type="primary" onClick={() => setManaging(true)}>
                  Manage
                </Button>
              )}
            </Flex>
          </Flex>
          <BookingFacts booking={booking} />
        </section>
        <section id="photos" style={surfaceStyle} aria-labelledby="photos-heading" data-testid="booking-photos">
          <h2 id="photos-heading" style={h2Style}>
            Photos
          </h2>
          <BookingPhotos bookingId={booking.id} />
        </section>
        <section style={surfaceStyle} aria-labelledby="history-heading" data-testid="booking-history-events">
          <h2 id="history-heading" style={h2Style}>
            Change History
          </h2>
          <ChangeHistory bookingId={booking.id} />
        </section>
        {managing && <ManageBookingDialog booking={booking} open onClose={() => setManaging(false)} />}
      </div>
    );

  return (
    <div style={{ maxWidth: layout.contentMaxWidth, margin: '0 auto', padding: '32px 16px', boxSizing: 'border-box' }} data-testid="booking-detail">
      <Link to="/dadportal/customer/details" style={{ display: 'inline-flex', gap: 6, alignItems: 'center', marginBottom: 16 }}>
        <ArrowLeftOutlined /> Back to Booking History
      </Link>
      <h1 style={{ fontSize: 28, margin: '0 0 24px', color: brand.text }}>Booking Details</h1>
      {content}
    </div>
  );
}
