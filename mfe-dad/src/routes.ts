import type { RemoteRoute } from '@dd/contracts/routes';

/**
 * The routes this remote renders, published at build as routes.json beside mf-manifest.json (the
 * shell reads them at run time). Who may open them is the shell's deployment config, not ours.
 */
export const ROUTES: RemoteRoute[] = [
  { path: '/dadportal', title: 'Dashboard' },
  { path: '/dadportal/dad', title: 'Dashboard' },
  { path: '/dadportal/appointments', title: 'Appointments' },
  { path: '/dadportal/dad/appointments', title: 'Appointments' },
  { path: '/dadportal/dad/appointments/:id', title: 'Job Sheet' },
  { path: '/dadportal/availability', title: 'Availability' },
  { path: '/dadportal/dad/availability', title: 'Availability' },
  { path: '/dadportal/bookings', title: 'Bookings' },
  { path: '/dadportal/customers', title: 'My Customers' },
  { path: '/dadportal/customer/:id', title: 'Customer Profile' },
  { path: '/dadportal/account', title: 'My Account' },
];
