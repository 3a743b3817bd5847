import { lazy } from 'react';
import { remoteScreens } from '@dd/ui/remote-screens';
import { TestModeBanner } from './common/test-mode-banner';

/**
 * The admin remote's exposed module. Screens by route pattern, each a lazy chunk
 * (e.g. `'/dadportal/x': lazy(() => import('./x/XPage'))`); the others show a placeholder until their release.
 * Every screen carries the test-mode banner while payments are simulated.
 */
export default remoteScreens('admin', {
  '/dadportal/admin/customer/:id': lazy(() => import('@dd/ui/customer-profile/customer-profile-screen').then((m) => ({ default: m.AdminCustomerProfilePage }))),
  '/dadportal/admin': lazy(() => import('./dashboard/DashboardPage')),
  '/dadportal/admin/packages': lazy(() => import('./packages/PackagesPage')),
  '/dadportal/admin/bookings': lazy(() => import('./bookings/BookingsPage')),
  '/dadportal/admin/customers': lazy(() => import('./customers/CustomersPage')),
  '/dadportal/admin/dads': lazy(() => import('./dads/DadsPage')),
  '/dadportal/admin/dads/new': lazy(() => import('./dads/AddDadPage')),
  '/dadportal/admin/reviews': lazy(() => import('./reviews/ReviewsPage')),
  '/dadportal/admin/reviews/pending': lazy(() => import('./reviews/PendingReviewsPage')),
  '/dadportal/admin/settings': lazy(() => import('./settings/SettingsPage')),
  '/dadportal/admin/image-library': lazy(() => import('./images/ImageLibraryPage')),
  '/dadportal/admin/messages': lazy(() => import('./messages/MessagesPage')),
  '/dadportal/admin/sign-ins': lazy(() => import('./sign-ins/SignInLogPage')),
}, { banner: TestModeBanner });
