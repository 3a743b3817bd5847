import { Link } from 'react-router-dom';
import type { BookingSummaryDto } from '@dd/contracts/booking';
import { BookingSummaryCard } from '@dd/ui/booking-summary';
import { EmptyState } from '@dd/ui/empty-state';
import { LinkButton } from '@dd/ui/link-button';
import { PageFrame } from '@dd/ui/page-frame';
import { PagedList } from '@dd/ui/paged-list';
import { useCustomerGetCustomerBookingPageQuery } from '../api/bookings.api';
import { BookingActionButtons, bookingPath } from '../common/BookingActionButtons';
import { useUiText } from '@dd/ui/i18n';
import { useT } from '../i18n';

const NO_FILTERS: Record<string, never> = {};

/** /dadportal/customer/details: the customer's bookings, latest first, a page at a time, with their actions (customer-side §2). */
export default function BookingHistoryPage() {
  const t = useT();
  const tr = useUiText();
  return (
    <PageFrame title={t('history.title')} back={{ to: '/dadportal/customer', label: t('history.back') }} testId="booking-history">
      <PagedList<BookingSummaryDto, typeof NO_FILTERS>
        useQuery={useCustomerGetCustomerBookingPageQuery}
        filters={NO_FILTERS}
        label={t('history.list')}
        errorTitle={t('bookings.failed')}
        toast
        renderItem={(booking) => (
          <BookingSummaryCard
            key={booking.id}
            booking={booking}
            testId="history-booking"
            title={<Link to={bookingPath(booking.id)}>{booking.package?.name ?? tr('Detail')}</Link>}
            showReference
            showAddress
            actions={<BookingActionButtons booking={booking} view="link" />}
          />
        )}
        empty={
          <EmptyState
            title={t('history.none')}
            text={t('history.none.text')}
            action={
              <LinkButton type="primary" to="/book">
                {t('saved.book')}
              </LinkButton>
            }
          />
        }
      />
    </PageFrame>
  );
}
