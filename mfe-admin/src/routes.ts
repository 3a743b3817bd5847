import type { RemoteRoute } from '@dd/contracts/routes';

/**
 * The routes this remote renders, published at build as routes.json beside mf-manifest.json (the
 * shell reads them at run time). Who may open them is the shell's deployment config, not ours.
 */
export const ROUTES: RemoteRoute[] = [
  { path: '/dadportal/admin', title: 'Admin Dashboard' },
  { path: '/dadportal/admin/packages', title: 'Package Management' },
  { path: '/dadportal/admin/bookings', title: 'Booking Management' },
  { path: '/dadportal/admin/customers', title: 'Customers' },
  { path: '/dadportal/admin/customer/:id', title: 'Customer Profile' },
  { path: '/dadportal/admin/dads', title: 'Manage DADs' },
  { path: '/dadportal/admin/dads/new', title: 'Add New DAD' },
  { path: '/dadportal/admin/reviews', title: 'All Reviews' },
  { path: '/dadportal/admin/reviews/pending', title: 'Pending Reviews' },
  { path: '/dadportal/admin/settings', title: 'System Settings' },
  { path: '/dadportal/admin/image-library', title: 'Image Library' },
  { path: '/dadportal/admin/messages', title: 'Messages' },
  { path: '/dadportal/admin/sign-ins', title: 'Sign-in Log' },
];
