import type { RemoteDeclaration } from '@dd/ui/remote-module';

const dashboard = () => import('./dashboard/DashboardPage');
const appointments = () => import('./appointments/AppointmentsPage');
const availability = () => import('./availability/AvailabilityPage');

/**
 * The dad remote's whole contract with the shell: routes, screens, titles and its sidebar
 * (dad-and-admin §2). Both readings of the dashboard, appointments and availability paths show the
 * same screen. Who may open the area is the shell's deployment config, not ours.
 */
export const REMOTE: RemoteDeclaration = {
  remote: 'dad',
  routes: [
    {
      path: '/dadportal',
      title: 'Dashboard',
      start: ['sign-in'],
      nav: [{ section: 'sidebar', label: 'Dashboard', order: 1, also: ['/dadportal/dad'] }],
      screen: dashboard,
      // In the exposed module's own chunk (eager): the requests go out as the remote starts, not once a
      // chunk of their own has come in beside the screen's (on a slow phone the screen's code came first).
      prefetch: (dispatch) => import(/* webpackMode: "eager" */ './dashboard/prefetch').then((m) => m.prefetchDashboard(dispatch)),
    },
    { path: '/dadportal/dad', title: 'Dashboard', start: ['dashboard'], screen: dashboard },
    {
      path: '/dadportal/bookings',
      title: 'Bookings',
      nav: [{ section: 'sidebar', label: 'Bookings', order: 2, also: ['/dadportal/appointments', '/dadportal/dad/appointments'] }],
      screen: () => import('./bookings/BookingsPage'),
    },
    { path: '/dadportal/appointments', title: 'Appointments', screen: appointments },
    { path: '/dadportal/dad/appointments', title: 'Appointments', screen: appointments },
    { path: '/dadportal/dad/appointments/:id', title: 'Job Sheet', screen: () => import('./jobs/JobSheetPage') },
    // Issue 43: the booking's customer's texts, answered by text.
    { path: '/dadportal/dad/appointments/:id/texts', title: 'Customer Texts', screen: () => import('./jobs/CustomerTextsPage') },
    {
      path: '/dadportal/availability',
      title: 'Availability',
      nav: [{ section: 'sidebar', label: 'Availability', order: 3, also: ['/dadportal/dad/availability'] }],
      screen: availability,
    },
    { path: '/dadportal/dad/availability', title: 'Availability', screen: availability },
    {
      path: '/dadportal/customers',
      title: 'My Customers',
      nav: [{ section: 'sidebar', label: 'Customers', order: 4, also: ['/dadportal/customer'] }],
      screen: () => import('./customers/CustomersPage'),
    },
    {
      path: '/dadportal/customer/:id',
      title: 'Customer Profile',
      screen: () => import('@dd/ui/customer-profile/customer-profile-screen').then((m) => ({ default: m.customerProfilePage('dad', '/dadportal/customers') })),
    },
    { path: '/dadportal/account', title: 'My Account', nav: [{ section: 'sidebar', label: 'Account', order: 5 }], screen: () => import('./account/AccountPage') },
  ],
};
