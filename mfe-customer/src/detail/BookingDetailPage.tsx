import { useEffect } from 'react';
import { Button, Flex } from 'antd';
import { useLocation, useParams } from 'react-router-dom';
import { errorMessage } from '@dd/api-client';
import type { BookingSummaryDto } from '@dd/contracts/booking';
import { bookingReference, listStatus } from '@dd/ui/booking-format';
import { BookingFacts } from '@dd/ui/booking-summary';
import { LinkButton } from '@dd/ui/link-button';
import { PageFrame } from '@dd/ui/page-frame';
import { PageSpinner } from '@dd/ui/page-spinner';
import { QueryState } from '@dd/ui/query-state';
import { BookingStatusTag } from '@dd/ui/status-tags';
import { brand, surfaceStyle } from '@dd/ui/theme';
import { useCustomerGetCustomerBookingEventsQuery, useCustomerGetCustomerBookingQuery } from '../api/bookings.api';
import { BookingActionButtons } from '../common/BookingActionButtons';
import { BookingPhotos } from './BookingPhotos';
import { describeEvent, formatStamp } from './events';
import { WeatherNotice } from './WeatherNotice';

const h2Style = { fontSize: 20, margin: '0 0 12px', color: brand.text } as const;

/** Every change to the booking, oldest first (GET /api/bookings/{id}/events). */
function ChangeHistory({ bookingId }: { bookingId: string }) {
  const query = useCustomerGetCustomerBookingEventsQuery(bookingId, { refetchOnMountOrArgChange: true });
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

const BACK = { to: '/dadportal/customer/details', label: 'Back to Booking History' };

function BookingView({ booking }: { booking: BookingSummaryDto }) {
  const { hash } = useLocation();

  // View Photos links here with #photos: scroll there once the page is drawn.
  useEffect(() => {
    if (hash === '#photos') document.getElementById('photos')?.scrollIntoView({ block: 'start' });
  }, [hash]);

  return (
    <div style={{ display: 'grid', gap: 24 }}>
      {(booking.status === 'pending' || booking.status === 'confirmed') && <WeatherNotice booking={booking} />}
      <section style={surfaceStyle} aria-labelledby="booking-heading">
        <Flex justify="space-between" align="start" gap={12} wrap style={{ marginBottom: 16 }}>
          <div>
            <h2 id="booking-heading" style={{ fontSize: 22, margin: 0, color: brand.text }}>
              {booking.package?.name ?? 'Your detail'}
            </h2>
            <div style={{ color: brand.textMuted }}>Booking #{bookingReference(booking.id)}</div>
          </div>
          <Flex gap={8} align="center" wrap data-testid="booking-actions">
            <BookingStatusTag status={listStatus(booking)} />
            <BookingActionButtons booking={booking} view={null} />
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
    </div>
  );
}

/** /dadportal/customer/details/:id: one booking, its photos and its history; Manage while pending or confirmed. */
export default function BookingDetailPage() {
  const { id = '' } = useParams();
  const query = useCustomerGetCustomerBookingQuery(id, { skip: !id, refetchOnMountOrArgChange: true });

  return (
    <PageFrame title="Booking Details" back={BACK} testId="booking-detail">
      <QueryState
        query={query}
        errorTitle="Failed to Load Bookings"
        toast
        loadingLabel="Loading booking"
        notFound={{
          title: 'Booking not found',
          text: 'There is no booking with this link on your account.',
          action: <LinkButton to={BACK.to}>{BACK.label}</LinkButton>,
        }}
      >
        {(booking) => <BookingView booking={booking} />}
      </QueryState>
    </PageFrame>
  );
}
