import type { RemoteRoute } from '@dd/contracts/routes';

/**
 * The routes this remote renders, published at build as routes.json beside mf-manifest.json (the
 * shell reads them at run time). Who may open them is the shell's deployment config, not ours.
 * `/` shows to signed-in customers; the shell picks the home page's remote by role.
 */
export const ROUTES: RemoteRoute[] = [
  { path: '/', title: 'Dashboard' },
  { path: '/cars', title: 'My Cars' },
  { path: '/profile', title: 'Account Details' },
  { path: '/rewards', title: 'Wash Points and Rewards' },
  { path: '/customer/bookings', title: 'My Bookings' },
  { path: '/customer/payment-methods', title: 'Payment Methods' },
  { path: '/customer/settings/account', title: 'Account Details' },
  { path: '/customer/settings/preferences', title: 'Preferences' },
  { path: '/dadportal/customer', title: 'Dashboard' },
  { path: '/dadportal/customer/details', title: 'Booking History' },
  { path: '/dadportal/customer/details/:id', title: 'Booking Details' },
  { path: '/dadportal/customer/details/:id/receipt', title: 'Receipt' },
  { path: '/dadportal/customer/cars', title: 'My Cars' },
  { path: '/dadportal/customer/rewards', title: 'Wash Points and Rewards' },
];
