import { bookingActions } from './booking-actions';

describe('bookingActions', () => {
  it('actions by status (customer-side §2)', () => {
    expect(bookingActions('pending')).toEqual({ viewDetails: true, viewPhotos: false, receipt: false, review: false, manage: true });
    expect(bookingActions('confirmed').manage).toBe(true);
    expect(bookingActions('in_progress')).toEqual({ viewDetails: true, viewPhotos: true, receipt: false, review: false, manage: false });
    expect(bookingActions('completed')).toEqual({ viewDetails: true, viewPhotos: true, receipt: true, review: true, manage: false });
    expect(bookingActions('cancelled')).toEqual({ viewDetails: true, viewPhotos: false, receipt: false, review: false, manage: false });
  });
});
