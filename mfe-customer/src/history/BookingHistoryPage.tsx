import { useState } from 'react';
import { Button, Tooltip } from 'antd';
import { Link } from 'react-router-dom';
import type { BookingDto } from '@dd/contracts/booking';
import { BookingSummaryCard } from '@dd/ui/booking-summary';
import { EmptyState } from '@dd/ui/empty-state';
import { LinkButton } from '@dd/ui/link-button';
import { PageFrame } from '@dd/ui/page-frame';
import { PagedList } from '@dd/ui/paged-list';
import { useGetCustomerBookingPageQuery } from '../api/bookings.api';
import { bookingActions } from '../common/booking-actions';
import { ManageBookingDialog } from '../manage/ManageBookingDialog';

const detailPath = (id: string) => `/dadportal/customer/details/${encodeURIComponent(id)}`;
const NO_FILTERS: Record<string, never> = {};

/** Receipt and Review: their behaviour is not shown (customer-side §2); shown, disabled, until it is. */
function ComingSoon({ label }: { label: string }) {
  return (
    <Tooltip title="Coming soon">
      <span>
        <Button disabled>{label}</Button>
      </span>
    </Tooltip>
  );
}

function BookingRow({ booking, onManage }: { booking: BookingDto; onManage: (booking: BookingDto) => void }) {
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
          {actions.receipt && <ComingSoon label="Receipt" />}
          {actions.review && <ComingSoon label="Review" />}
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
  const [managing, setManaging] = useState<BookingDto | null>(null);

  return (
    <PageFrame title="Booking History" back={{ to: '/dadportal/customer', label: 'Back to Dashboard' }} testId="booking-history">
      <PagedList<BookingDto, typeof NO_FILTERS>
        useQuery={useGetCustomerBookingPageQuery}
        filters={NO_FILTERS}
        label="Bookings"
        errorTitle="Failed to Load Bookings"
        toast
        renderItem={(booking) => <BookingRow key={booking.id} booking={booking} onManage={setManaging} />}
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
    </PageFrame>
  );
}
