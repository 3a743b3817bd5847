import { lazy } from 'react';
import { remoteScreens } from '@dd/ui/remote-screens';

/**
 * The customer remote's exposed module. Screens by route pattern, each a lazy chunk
 * (e.g. `'/dadportal/x': lazy(() => import('./x/XPage'))`); the others show a placeholder until their release.
 */
const Dashboard = lazy(() => import('./dashboard/DashboardPage'));
const Cars = lazy(() => import('./cars/CarsPage'));
const Rewards = lazy(() => import('./rewards/RewardsPage'));
const Account = lazy(() => import('./settings/AccountPage'));

export default remoteScreens('customer', {
  '/': Dashboard,
  '/dadportal/customer': Dashboard,
  '/cars': Cars,
  '/dadportal/customer/cars': Cars,
  '/rewards': Rewards,
  '/dadportal/customer/rewards': Rewards,
  '/customer/payment-methods': lazy(() => import('./payment-methods/PaymentMethodsPage')),
  '/customer/settings/account': Account,
  '/profile': Account,
  '/customer/settings/preferences': lazy(() => import('./settings/PreferencesPage')),
  '/customer/bookings': lazy(() => import('./bookings/MyBookingsPage')),
  '/dadportal/customer/details': lazy(() => import('./history/BookingHistoryPage')),
  '/dadportal/customer/details/:id': lazy(() => import('./detail/BookingDetailPage')),
  '/dadportal/customer/details/:id/receipt': lazy(() => import('./receipt/ReceiptPage')),
});
