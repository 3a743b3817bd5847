import { useMemo, useState } from 'react';
import { Button, Flex, Tabs } from 'antd';
import type { BookingDto } from '@dd/contracts/booking';
import { splitBookingTabs, type BookingTab } from '@dd/domain/booking-tabs';
import { EmptyState } from '@dd/ui/empty-state';
import { formatUsd } from '@dd/ui/format';
import { LinkButton } from '@dd/ui/link-button';
import { PageSpinner } from '@dd/ui/page-spinner';
import { PlainDialog } from '@dd/ui/plain-dialog';
import { brand, layout, surfaceStyle } from '@dd/ui/theme';
import { useGetCustomerBookingsQuery } from '../api/bookings.api';
import { BookingFacts } from '../common/BookingSummary';
import { longDate, windowText } from '../common/format';
import { LoadFailed, useLoadFailureToast } from '@dd/ui/load-state';
import { StatusBadge } from '../common/StatusBadge';

function BookingCard({ booking, onView }: { booking: BookingDto; onView: (booking: BookingDto) => void }) {
  return (
    <li style={{ ...surfaceStyle, listStyle: 'none' }} data-testid="my-booking" data-booking-id={booking.id}>
      <Flex justify="space-between" align="start" gap={12} wrap>
        <strong style={{ fontSize: 18, color: brand.text }}>{booking.package?.name ?? 'Detail'}</strong>
        <StatusBadge status={booking.status} />
      </Flex>
      <p style={{ margin: '8px 0 12px', color: brand.text }}>
        {longDate(booking.scheduledDate)} · {windowText(booking)}
        <br />
        {booking.city} · {formatUsd(booking.totalAmount)}
      </p>
      <Button onClick={() => onView(booking)}>View Details</Button>
    </li>
  );
}

function BookingList({ bookings, tab, onView }: { bookings: BookingDto[]; tab: BookingTab; onView: (booking: BookingDto) => void }) {
  if (!bookings.length)
    return tab === 'upcoming' ? (
      <EmptyState
        title="No upcoming bookings"
        action={
          <LinkButton type="primary" to="/book">
            Book Your Detail
          </LinkButton>
        }
      />
    ) : (
      <EmptyState title="No past bookings" />
    );
  return (
    <ul style={{ margin: 0, padding: 0, display: 'grid', gap: 16 }} aria-label={tab === 'upcoming' ? 'Upcoming bookings' : 'Past bookings'}>
      {bookings.map((booking) => (
        <BookingCard key={booking.id} booking={booking} onView={onView} />
      ))}
    </ul>
  );
}

/** /customer/bookings: Upcoming and Past tabs with counts (customer-side §2, §4), each card with a View Details dialog. */
export default function MyBookingsPage() {
  const query = useGetCustomerBookingsQuery();
  const [viewing, setViewing] = useState<BookingDto | null>(null);
  useLoadFailureToast('Failed to Load Bookings', query.isError, query.error);
  // "Now" is when the list arrived: a booking does not jump tabs while the page is open.
  const tabs = useMemo(() => splitBookingTabs(query.data ?? [], new Date()), [query.data]);

  let content;
  if (query.isLoading) content = <PageSpinner label="Loading bookings" />;
  else if (!query.data) content = <LoadFailed title="Failed to Load Bookings" error={query.error} onRetry={() => void query.refetch()} />;
  else
    content = (
      <Tabs
        defaultActiveKey="upcoming"
        items={[
          { key: 'upcoming', label: `Upcoming (${tabs.upcoming.length})`, children: <BookingList bookings={tabs.upcoming} tab="upcoming" onView={setViewing} /> },
          { key: 'past', label: `Past (${tabs.past.length})`, children: <BookingList bookings={tabs.past} tab="past" onView={setViewing} /> },
        ]}
      />
    );

  return (
    <div style={{ maxWidth: layout.contentMaxWidth, margin: '0 auto', padding: '32px 16px', boxSizing: 'border-box' }} data-testid="my-bookings">
      <h1 style={{ fontSize: 28, margin: '0 0 16px', color: brand.text }}>My Bookings</h1>
      {content}
      <PlainDialog open={!!viewing} onClose={() => setViewing(null)} title="Booking Details">
        {viewing && (
          <div style={{ display: 'grid', gap: 16 }} data-testid="booking-details-dialog">
            <StatusBadge status={viewing.status} />
            <BookingFacts booking={viewing} />
            <div>
              <LinkButton to={`/dadportal/customer/details/${encodeURIComponent(viewing.id)}`}>Open Booking Page</LinkButton>
            </div>
          </div>
        )}
      </PlainDialog>
    </div>
  );
}
