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
import { useT } from '../i18n';

function BookingList({ bookings, tab, onView }: { bookings: BookingSummaryDto[]; tab: BookingTab; onView: (booking: BookingSummaryDto) => void }) {
  const t = useT();
  if (!bookings.length)
    return tab === 'upcoming' ? (
      <EmptyState
        title={t('bookings.noUpcoming')}
        action={
          <LinkButton type="primary" to="/book">
            {t('saved.book')}
          </LinkButton>
        }
      />
    ) : (
      <EmptyState title={t('bookings.noPast')} />
    );
  return (
    <ul style={{ margin: 0, padding: 0, display: 'grid', gap: 16 }} aria-label={tab === 'upcoming' ? t('bookings.upcoming.list') : t('bookings.past.list')}>
      {bookings.map((booking) => (
        <BookingSummaryCard key={booking.id} booking={booking} testId="my-booking" actions={<BookingActionButtons booking={booking} view={() => onView(booking)} />} />
      ))}
    </ul>
  );
}

function BookingTabs({ bookings, onView }: { bookings: BookingSummaryDto[]; onView: (booking: BookingSummaryDto) => void }) {
  // "Now" is when the list arrived: a booking does not jump tabs while the page is open.
  const tabs = useMemo(() => splitBookingTabs(bookings, new Date()), [bookings]);
  const t = useT();
  return (
    <Tabs
      defaultActiveKey="upcoming"
      items={[
        { key: 'upcoming', label: t('bookings.upcoming', { count: tabs.upcoming.length }), children: <BookingList bookings={tabs.upcoming} tab="upcoming" onView={onView} /> },
        { key: 'past', label: t('bookings.past', { count: tabs.past.length }), children: <BookingList bookings={tabs.past} tab="past" onView={onView} /> },
      ]}
    />
  );
}

/** /customer/bookings: Upcoming and Past tabs with counts (customer-side §2, §4), each card with a View Details dialog and every other action. */
export default function MyBookingsPage() {
  const query = useCustomerGetCustomerBookingsQuery();
  const [viewing, setViewing] = useState<BookingSummaryDto | null>(null);
  const t = useT();

  return (
    <PageFrame title={t('bookings.title')} testId="my-bookings">
      <QueryState query={query} errorTitle={t('bookings.failed')} toast loadingLabel={t('bookings.loading')}>
        {(bookings) => <BookingTabs bookings={bookings} onView={setViewing} />}
      </QueryState>
      <PlainDialog open={!!viewing} onClose={() => setViewing(null)} title={t('detail.title')}>
        {viewing && (
          <div style={{ display: 'grid', gap: 16 }} data-testid="booking-details-dialog">
            <BookingStatusTag status={listStatus(viewing)} />
            <BookingFacts booking={viewing} />
            <div>
              <LinkButton to={`/dadportal/customer/details/${encodeURIComponent(viewing.id)}`}>{t('bookings.openPage')}</LinkButton>
            </div>
          </div>
        )}
      </PlainDialog>
    </PageFrame>
  );
}
