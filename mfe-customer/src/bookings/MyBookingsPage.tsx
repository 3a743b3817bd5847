import { useMemo, useState } from 'react';
import { listStatus } from '@dd/ui/booking-format';
import { Tabs } from 'antd';
import type { BookingSummaryDto } from '@dd/contracts/booking';
import { splitBookingTabs, type BookingTab } from '@dd/domain/booking-tabs';
import { BookingFacts, BookingSummaryCard } from '@dd/ui/booking-summary';
import { EmptyState } from '@dd/ui/empty-state';
import { LinkButton } from '@dd/ui/link-button';
import { PageFrame } from '@dd/ui/page-frame';
import { PlainDialog } from '@dd/ui/plain-dialog';
import { QueryState } from '@dd/ui/query-state';
import { BookingStatusTag } from '@dd/ui/status-tags';
import { useCustomerGetCustomerBookingsQuery } from '../api/bookings.api';
import { BookingActionButtons } from '../common/BookingActionButtons';

function BookingList({ bookings, tab, onView }: { bookings: BookingSummaryDto[]; tab: BookingTab; onView: (booking: BookingSummaryDto) => void }) {
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
        <BookingSummaryCard key={booking.id} booking={booking} testId="my-booking" actions={<BookingActionButtons booking={booking} view={() => onView(booking)} />} />
      ))}
    </ul>
  );
}

function BookingTabs({ bookings, onView }: { bookings: BookingSummaryDto[]; onView: (booking: BookingSummaryDto) => void }) {
  // "Now" is when the list arrived: a booking does not jump tabs while the page is open.
  const tabs = useMemo(() => splitBookingTabs(bookings, new Date()), [bookings]);
  return (
    <Tabs
      defaultActiveKey="upcoming"
      items={[
        { key: 'upcoming', label: `Upcoming (${tabs.upcoming.length})`, children: <BookingList bookings={tabs.upcoming} tab="upcoming" onView={onView} /> },
        { key: 'past', label: `Past (${tabs.past.length})`, children: <BookingList bookings={tabs.past} tab="past" onView={onView} /> },
      ]}
    />
  );
}

/** /customer/bookings: Upcoming and Past tabs with counts (customer-side §2, §4), each card with a View Details dialog and every other action. */
export default function MyBookingsPage() {
  const query = useCustomerGetCustomerBookingsQuery();
  const [viewing, setViewing] = useState<BookingSummaryDto | null>(null);

  return (
    <PageFrame title="My Bookings" testId="my-bookings">
      <QueryState query={query} errorTitle="Failed to Load Bookings" toast loadingLabel="Loading bookings">
        {(bookings) => <BookingTabs bookings={bookings} onView={setViewing} />}
      </QueryState>
      <PlainDialog open={!!viewing} onClose={() => setViewing(null)} title="Booking Details">
        {viewing && (
          <div style={{ display: 'grid', gap: 16 }} data-testid="booking-details-dialog">
            <BookingStatusTag status={listStatus(viewing)} />
            <BookingFacts booking={viewing} />
            <div>
              <LinkButton to={`/dadportal/customer/details/${encodeURIComponent(viewing.id)}`}>Open Booking Page</LinkButton>
            </div>
          </div>
        )}
      </PlainDialog>
    </PageFrame>
  );
}
