import type { Permission } from './permissions';

export const REMOTES = ['public', 'customer', 'dad', 'admin'] as const;
export type RemoteName = (typeof REMOTES)[number];

export interface AppRoute {
  /** A react-router path pattern. */
  path: string;
  /** The remote that renders it. */
  remote: RemoteName;
  title: string;
  /** Absent for public pages; otherwise the area a signed-in user must belong to. */
  permission?: Permission;
}

const publicRoute = (path: string, title: string): AppRoute => ({ path, remote: 'public', title });
const customerRoute = (path: string, title: string): AppRoute => ({ path, remote: 'customer', title, permission: 'customerArea' });
const dadRoute = (path: string, title: string): AppRoute => ({ path, remote: 'dad', title, permission: 'dadArea' });
const adminRoute = (path: string, title: string): AppRoute => ({ path, remote: 'admin', title, permission: 'adminArea' });

/**
 * Every route of both spec files, each owned by one remote. `/` and `/auth` belong to the shell:
 * `/` shows the marketing page (public) to everyone but a signed-in customer, who gets the
 * customer dashboard (HOME_FOR_CUSTOMER).
 */
export const APP_ROUTES: readonly AppRoute[] = [
  publicRoute('/packages', 'Packages'),
  publicRoute('/gallery', 'Gallery'),
  publicRoute('/reviews', 'Reviews'),
  publicRoute('/book', 'Book a Detail'),
  publicRoute('/thanks', 'Thank You'),
  publicRoute('/about', 'About Us'),
  publicRoute('/faq', 'FAQ'),
  publicRoute('/contact', 'Contact'),
  publicRoute('/legal/terms', 'Terms of Service'),
  publicRoute('/legal/privacy', 'Privacy Policy'),
  publicRoute('/legal/refunds', 'Refund and Cancellation Policy'),
  publicRoute('/service-area', 'Service Area'),

  customerRoute('/cars', 'My Cars'),
  customerRoute('/profile', 'Profile'),
  customerRoute('/rewards', 'Earn Rewards'),
  customerRoute('/customer/bookings', 'My Bookings'),
  customerRoute('/customer/payment-methods', 'Payment Methods'),
  customerRoute('/customer/settings/account', 'Account Details'),
  customerRoute('/customer/settings/preferences', 'Preferences'),
  customerRoute('/dadportal/customer', 'Dashboard'),
  customerRoute('/dadportal/customer/details', 'Booking History'),
  customerRoute('/dadportal/customer/details/:id', 'Booking Details'),
  customerRoute('/dadportal/customer/cars', 'My Cars'),
  customerRoute('/dadportal/customer/rewards', 'Wash Points and Rewards'),

  dadRoute('/dadportal', 'Dashboard'),
  dadRoute('/dadportal/dad', 'Dashboard'),
  dadRoute('/dadportal/appointments', 'Appointments'),
  dadRoute('/dadportal/dad/appointments', 'Appointments'),
  dadRoute('/dadportal/dad/appointments/:id', 'Job Sheet'),
  dadRoute('/dadportal/availability', 'Availability'),
  dadRoute('/dadportal/dad/availability', 'Availability'),
  dadRoute('/dadportal/bookings', 'Bookings'),
  dadRoute('/dadportal/customers', 'My Customers'),
  dadRoute('/dadportal/customer/:id', 'Customer Profile'),
  dadRoute('/dadportal/account', 'My Account'),

  adminRoute('/dadportal/admin', 'Admin Dashboard'),
  adminRoute('/dadportal/admin/packages', 'Package Management'),
  adminRoute('/dadportal/admin/bookings', 'Booking Management'),
  adminRoute('/dadportal/admin/customers', 'Customers'),
  adminRoute('/dadportal/admin/customer/:id', 'Customer Profile'),
  adminRoute('/dadportal/admin/dads', 'Manage DADs'),
  adminRoute('/dadportal/admin/dads/new', 'Add New DAD'),
  adminRoute('/dadportal/admin/reviews', 'All Reviews'),
  adminRoute('/dadportal/admin/reviews/pending', 'Pending Reviews'),
  adminRoute('/dadportal/admin/settings', 'System Settings'),
  adminRoute('/dadportal/admin/image-library', 'Image Library'),
  adminRoute('/dadportal/admin/messages', 'Messages'),
];

export const HOME_FOR_VISITORS: AppRoute = publicRoute('/', 'Home');
export const HOME_FOR_CUSTOMER: AppRoute = customerRoute('/', 'Dashboard');

export const routesOf = (remote: RemoteName): AppRoute[] =>
  [HOME_FOR_VISITORS, HOME_FOR_CUSTOMER, ...APP_ROUTES].filter((route) => route.remote === remote);

/** Paths where the side navigation never shows (customer-side §2). */
export const PATHS_WITHOUT_SIDEBAR = ['/auth', '/packages', '/gallery', '/reviews', '/book'];
