import { lazy } from 'react';
import { remoteScreens } from '@dd/ui/remote-screens';

/**
 * The customer remote's exposed module. Screens by route pattern, each a lazy chunk
 * (e.g. `'/dadportal/x': lazy(() => import('./x/XPage'))`); the others show a placeholder until their release.
 */
export default remoteScreens('customer', {
  '/customer/bookings': lazy(() => import('./bookings/MyBookingsPage')),
  '/dadportal/customer/details': lazy(() => import('./history/BookingHistoryPage')),
  '/dadportal/customer/details/:id': lazy(() => import('./detail/BookingDetailPage')),
});
