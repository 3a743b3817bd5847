import { Link } from 'react-router-dom';
import type { BookingSummaryDto } from '@dd/contracts/booking';
import { BookingSummaryCard } from '@dd/ui/booking-summary';
import { EmptyState } from '@dd/ui/empty-state';
import { LinkButton } from '@dd/ui/link-button';
import { PageFrame } from '@dd/ui/page-frame';
import { PagedList } from '@dd/ui/paged-list';
import { useCustomerGetCustomerBookingPageQuery } from '../api/bookings.api';
import { BookingActionButtons, bookingPath } from '../common/BookingActionButtons';

const NO_FILTERS: Record<string, never> = {};

/** /dadportal/customer/details: the customer's bookings, latest first, a page at a time, with their actions (customer-side §2). */
export default function BookingHistoryPage() {
  return (
    <PageFrame title="Booking History" back={{ to: '/dadportal/customer', label: 'Back to Dashboard' }} testId="booking-history">
      <PagedList<BookingSummaryDto, typeof NO_FILTERS>
        useQuery={useCustomerGetCustomerBookingPageQuery}
        filters={NO_FILTERS}
        label="Bookings"
        errorTitle="Failed to Load Bookings"
        toast
        renderItem={(booking) => (
          <BookingSummaryCard
            key={booking.id}
            booking={booking}
            testId="history-booking"
            title={<Link to={bookingPath(booking.id)}>{booking.package?.name ?? 'Detail'}</Link>}
            showReference
            showAddress
            actions={<BookingActionButtons booking={booking} view="link" />}
          />
        )}
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
    </PageFrame>
  );
}
