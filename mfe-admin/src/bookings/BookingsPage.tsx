import { useState } from 'react';
import { Alert, Button, Select } from 'antd';
import { useSearchParams } from 'react-router-dom';
import type { BookingAttention } from '@dd/contracts/admin-bookings';
import type { BookingSummaryDto } from '@dd/contracts/booking';
import { BOOKING_LIST_STATUSES, type BookingListStatus } from '@dd/contracts/enums';
import { moneyText } from '@dd/domain/booking-money';
import { bookingReference, bookingVehicles, listStatus, longDate, STATUS_LABELS, vehicleServiceText, windowText } from '@dd/ui/booking-format';
import { ConfirmDialog } from '@dd/ui/confirm-dialog';
import { EmptyState } from '@dd/ui/empty-state';
import { formatMoney } from '@dd/domain/pricing';
import { PageFrame } from '@dd/ui/page-frame';
import { PagedList } from '@dd/ui/paged-list';
import { PaymentStatusTag, BookingStatusTag } from '@dd/ui/status-tags';
import { brand, surfaceStyle } from '@dd/ui/theme';
import { WeatherTag } from '@dd/ui/weather-tag';
import { useJobWeather } from '../weather/job-weather';
import { useAdminGetAdminBookingsQuery, type AdminBookingFilters } from '../api/admin.api';
import { bookingFilters } from './booking-filters';
import { BookingDetailsDialog } from './BookingDetailsDialog';
import { CancelBookingDialog, notStarted } from './CancelBookingDialog';
import { useBookingActions } from './use-booking-actions';

const personName = (p?: { firstName: string; lastName: string } | null) => (p ? `${p.firstName} ${p.lastName}` : '—');

/** The §4 moves a booking offers: Confirm while pending, Cancel until started; Capture once the job is done and the card held. */
export const canCapture = (b: BookingSummaryDto) => b.status === 'completed' && b.paymentStatus === 'authorized' && !!b.stripePaymentIntentId;

/** What each of the dashboard's "Needs your attention" links shows here. */
const ATTENTION_LABELS: Record<BookingAttention, string> = {
  awaiting_confirmation: 'Bookings awaiting confirmation',
  uncaptured: 'Completed jobs with the card not captured yet',
  payment_issues: 'Card holds that failed to renew or lapsed',
  unassigned: 'Upcoming jobs with no DAD assigned',
};

function AdminBookingCard({ booking, onDetails, onCancel, onCapture }: { booking: BookingSummaryDto; onDetails: () => void; onCancel: () => void; onCapture: () => void }) {
  const actions = useBookingActions();
  const risk = useJobWeather(booking);
  return (
    <li style={{ ...surfaceStyle, listStyle: 'none', display: 'grid', gap: 8 }} data-testid="admin-booking-card" data-booking-id={booking.id}>
      <div style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 8 }}>
        <strong style={{ fontSize: 18 }}>#{bookingReference(booking.id)}</strong>
        <span style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
          <WeatherTag risk={risk} window={booking} />
          <BookingStatusTag status={listStatus(booking)} />
          <PaymentStatusTag status={booking.paymentStatus} capturedAmount={booking.capturedAmount} refundedAmount={booking.refundedAmount} fee={booking.fee} />
          <strong>{formatMoney(booking.totalAmount)}</strong>
        </span>
      </div>
      <div>
        {personName(booking.customer)} · {booking.customer?.email}
      </div>
      <div style={{ color: brand.textMuted }}>
        {longDate(booking.scheduledDate)} · {windowText(booking)} · {booking.city} {booking.zipCode}
      </div>
      <div style={{ color: brand.textMuted }}>
        <span data-testid="booking-card-vehicles">{bookingVehicles(booking).map((vehicle) => vehicleServiceText(vehicle)).join(' · ')}</span>
        {booking.dad && <> · DAD {personName(booking.dad)}</>}
      </div>
      {moneyText(booking) && <div data-testid="booking-card-money">{moneyText(booking)}</div>}
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        <Button onClick={onDetails}>View Details</Button>
        {booking.status === 'pending' && (
          <Button type="primary" loading={actions.busy} onClick={() => void actions.confirm(booking)}>
            Confirm Booking
          </Button>
        )}
        {/* Any booking not yet started can be called off by the owner (issue 37 item 5). */}
        {notStarted(booking) && (
          <Button danger onClick={onCancel}>
            Cancel Booking
          </Button>
        )}
        {canCapture(booking) && (
          <Button type="primary" loading={actions.busy} onClick={onCapture}>
            Capture Payment
          </Button>
        )}
      </div>
    </li>
  );
}

/** /dadportal/admin/bookings: server-side search, status filter and paging; confirm, cancel, capture, reassign. */
export default function BookingsPage() {
  // The filters live in the address, so the dashboard's links open the list they describe.
  const [params, setParams] = useSearchParams();
  const { status, attention, filters } = bookingFilters(params);
  // A filter's change keeps the search (the `q` PagedList keeps in the address), and the search keeps the filter.
  const keepingSearch = (next: Record<string, string>) => {
    const q = params.get('q');
    return q ? { ...next, q } : next;
  };
  const setStatus = (next: BookingListStatus | 'all') => setParams(keepingSearch(next === 'all' ? {} : { status: next }), { replace: true });
  const [capturing, setCapturing] = useState<BookingSummaryDto | null>(null);
  const [details, setDetails] = useState<BookingSummaryDto | null>(null);
  const [cancelling, setCancelling] = useState<BookingSummaryDto | null>(null);
  const [searching, setSearching] = useState(Boolean(params.get('q')));
  const actions = useBookingActions();

  return (
    <PageFrame
      title="Booking Management"
      back={{ to: '/dadportal/admin', label: 'Back to Dashboard' }}
      actions={<Button onClick={actions.refresh}>Refresh</Button>}
      testId="admin-bookings"
    >
      {/* The search text lives in PagedList; its input's events tell which empty text applies. */}
      <div onInput={(e) => setSearching(Boolean((e.target as HTMLInputElement).value))}>
        {attention && (
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 16 }}
            data-testid="attention-filter"
            message={`Showing: ${ATTENTION_LABELS[attention]}`}
            action={<Button onClick={() => setParams(keepingSearch({}), { replace: true })}>Show All Bookings</Button>}
          />
        )}
        <PagedList<BookingSummaryDto, AdminBookingFilters>
          useQuery={useAdminGetAdminBookingsQuery}
          filters={filters}
          searchLabel="Search bookings"
          searchParam="q"
          searchPlaceholder="Customer name, email or booking number"
          filterSlot={
            <label style={{ display: 'grid', gap: 4, fontSize: 13, color: brand.textMuted }}>
              Status
              <Select<BookingListStatus | 'all'>
                value={status}
                onChange={setStatus}
                style={{ minWidth: 180 }}
                aria-label="Status"
                options={[{ value: 'all', label: 'All statuses' }, ...BOOKING_LIST_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }))]}
              />
            </label>
          }
          label="Bookings"
          errorTitle="Failed to Load Bookings"
          toast
          empty={
            status !== 'all' || attention || searching ? (
              <EmptyState title="No Bookings Found" text="Try adjusting your search or filter criteria." />
            ) : (
              <EmptyState title="No Bookings Found" text="No bookings have been made yet." />
            )
          }
          renderItem={(booking) => <AdminBookingCard key={booking.id} booking={booking} onDetails={() => setDetails(booking)} onCancel={() => setCancelling(booking)} onCapture={() => setCapturing(booking)} />}
        />
      </div>
      <BookingDetailsDialog booking={details} onClose={() => setDetails(null)} onCancel={(b) => setCancelling(b)} />
      <CancelBookingDialog
        booking={cancelling}
        onClose={() => setCancelling(null)}
        onCancelled={() => {
          setCancelling(null);
          setDetails(null);
        }}
      />
      <ConfirmDialog
        open={!!capturing}
        title="Capture this payment?"
        confirmLabel="Capture Payment"
        onCancel={() => setCapturing(null)}
        onConfirm={() => {
          // Closed first: the capture may ask the admin to confirm it is them (step-up) in a dialog of its own.
          const booking = capturing!;
          setCapturing(null);
          void actions.capture(booking);
        }}
      >
        {capturing && `${formatMoney(capturing.totalAmount)} will be charged to the card held for booking #${bookingReference(capturing.id)}. This cannot be undone here.`}
      </ConfirmDialog>
    </PageFrame>
  );
}
