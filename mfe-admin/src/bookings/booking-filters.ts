import { PAGE_SIZE, type AppDispatch } from '@dd/api-client';
import { BOOKING_ATTENTION, type BookingAttention } from '@dd/contracts/admin-bookings';
import { BOOKING_LIST_STATUSES, type BookingListStatus } from '@dd/contracts/enums';
import { adminApi, type AdminBookingFilters } from '../api/admin.api';

const isStatus = (value: string | null): value is BookingListStatus => BOOKING_LIST_STATUSES.includes(value as BookingListStatus);
const isAttention = (value: string | null): value is BookingAttention => BOOKING_ATTENTION.includes(value as BookingAttention);

/** The bookings list's filters from its address (the dashboard's links open the list they describe); unknown values are ignored. */
export function bookingFilters(params: URLSearchParams): { status: BookingListStatus | 'all'; attention: BookingAttention | null; filters: AdminBookingFilters } {
  const asked = { status: params.get('status'), attention: params.get('attention') };
  const status = isStatus(asked.status) ? asked.status : 'all';
  const attention = isAttention(asked.attention) ? asked.attention : null;
  return { status, attention, filters: { ...(status === 'all' ? {} : { status }), ...(attention ? { attention } : {}) } };
}

/** The list's first page for the address being opened, asked for while the screen's code loads. */
export function prefetchBookings(dispatch: AppDispatch, params: URLSearchParams): void {
  dispatch(adminApi.util.prefetch('adminGetAdminBookings', { ...bookingFilters(params).filters, limit: PAGE_SIZE }, {}));
}
