import { lazy } from 'react';
import { remoteScreens } from '@dd/ui/remote-screens';

const Dashboard = lazy(() => import('./dashboard/DashboardPage'));
const Appointments = lazy(() => import('./appointments/AppointmentsPage'));
const Availability = lazy(() => import('./availability/AvailabilityPage'));

/**
 * The dad remote's exposed module. Screens by route pattern, each a lazy chunk; both readings of the
 * dashboard, appointments and availability paths (dad-and-admin §2) show the same screen.
 */
export default remoteScreens('dad', {
  '/dadportal': Dashboard,
  '/dadportal/dad': Dashboard,
  '/dadportal/appointments': Appointments,
  '/dadportal/dad/appointments': Appointments,
  '/dadportal/dad/appointments/:id': lazy(() => import('./jobs/JobSheetPage')),
  '/dadportal/availability': Availability,
  '/dadportal/dad/availability': Availability,
  '/dadportal/bookings': lazy(() => import('./bookings/BookingsPage')),
  '/dadportal/customers': lazy(() => import('./customers/CustomersPage')),
  '/dadportal/customer/:id': lazy(() => import('@dd/ui/customer-profile/customer-profile-screen').then((m) => ({ default: m.DadCustomerProfilePage }))),
  '/dadportal/account': lazy(() => import('./account/AccountPage')),
});
