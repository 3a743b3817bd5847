import type { RemoteDeclaration } from '@dd/ui/remote-module';

const sidebar = (label: string, order: number, more: { group?: string; also?: string[] } = {}) => ({ section: 'sidebar' as const, label, order, ...more });

/**
 * The admin remote's whole contract with the shell: routes, screens, titles and its sidebar
 * (dad-and-admin §2). The build publishes the data as routes.json; who may open the area is the
 * shell's deployment config, not ours.
 */
export const REMOTE: RemoteDeclaration = {
  remote: 'admin',
  routes: [
    { path: '/dadportal/admin', title: 'Admin Dashboard', start: ['dashboard', 'sign-in'], nav: [sidebar('Dashboard', 1)], screen: () => import('./dashboard/DashboardPage') },
    {
      path: '/dadportal/admin/bookings',
      title: 'Booking Management',
      nav: [sidebar('All Bookings', 2)],
      screen: () => import('./bookings/BookingsPage'),
      // The list's first page goes out at the tap on a link to it, while the screen's code loads (eager: the api is in the remote's start chunk).
      prefetch: (dispatch, search) => import(/* webpackMode: "eager" */ './bookings/booking-filters').then((m) => m.prefetchBookings(dispatch, search)),
    },
    { path: '/dadportal/admin/dispatch', title: 'Dispatch', nav: [sidebar('Dispatch', 2.5)], screen: () => import('./dispatch/DispatchPage') },
    { path: '/dadportal/admin/packages', title: 'Package Management', nav: [sidebar('Available Packages', 3)], screen: () => import('./packages/PackagesPage') },
    // Ours beside the spec's sidebar: extras priced per vehicle size, offered with chosen packages.
    { path: '/dadportal/admin/add-ons', title: 'Add-on Management', nav: [sidebar('Add-ons', 3.5)], screen: () => import('./add-ons/AddOnsPage') },
    { path: '/dadportal/admin/dads/new', title: 'Add New DAD', nav: [sidebar('Add New DAD', 4, { group: 'Manage DADs' })], screen: () => import('./dads/AddDadPage') },
    { path: '/dadportal/admin/dads', title: 'Manage DADs', nav: [sidebar('View All DADs', 5, { group: 'Manage DADs' })], screen: () => import('./dads/DadsPage') },
    {
      path: '/dadportal/admin/customers',
      title: 'Customers',
      nav: [sidebar('Customers', 6, { also: ['/dadportal/admin/customer'] })],
      screen: () => import('./customers/CustomersPage'),
    },
    {
      path: '/dadportal/admin/customer/:id',
      title: 'Customer Profile',
      screen: () => import('@dd/ui/customer-profile/customer-profile-screen').then((m) => ({ default: m.customerProfilePage('admin', '/dadportal/admin/customers') })),
    },
    // Ours beside the spec's sidebar (issue 42): the maintenance plans and their members.
    { path: '/dadportal/admin/plans', title: 'Maintenance Plans', nav: [sidebar('Maintenance Plans', 6.5)], screen: () => import('./plans/PlansPage') },
    { path: '/dadportal/admin/reviews/pending', title: 'Pending Reviews', nav: [sidebar('Pending Approval', 7, { group: 'Reviews' })], screen: () => import('./reviews/PendingReviewsPage') },
    { path: '/dadportal/admin/reviews', title: 'All Reviews', nav: [sidebar('All Reviews', 8, { group: 'Reviews' })], screen: () => import('./reviews/ReviewsPage') },
    { path: '/dadportal/admin/image-library', title: 'Image Library', nav: [sidebar('Image Library', 9)], screen: () => import('./images/ImageLibraryPage') },
    // Issue 43: customers' texts, by number, answered by text.
    { path: '/dadportal/admin/texts', title: 'Text Inbox', nav: [sidebar('Text Inbox', 9.5)], screen: () => import('./texts/TextsPage') },
    { path: '/dadportal/admin/messages', title: 'Messages', nav: [sidebar('Messages', 10)], screen: () => import('./messages/MessagesPage') },
    { path: '/dadportal/admin/waitlist', title: 'Waitlist', nav: [sidebar('Waitlist', 2.7)], screen: () => import('./waitlist/WaitlistPage') },
    { path: '/dadportal/admin/weather', title: 'Weather Risks', nav: [sidebar('Weather Risks', 2.8)], screen: () => import('./weather/WeatherPage') },
    { path: '/dadportal/admin/sites', title: 'Site Needs', nav: [sidebar('Site Needs', 2.9)], screen: () => import('./sites/SiteNeedsPage') },
    { path: '/dadportal/admin/settings', title: 'System Settings', nav: [sidebar('Settings', 12)], screen: () => import('./settings/SettingsPage') },
    { path: '/dadportal/admin/privacy', title: 'Privacy Requests', nav: [sidebar('Privacy Requests', 11.5)], screen: () => import('./privacy/PrivacyRequestsPage') },
    { path: '/dadportal/admin/sign-ins', title: 'Sign-in Log', nav: [sidebar('Sign-in Log', 11)], screen: () => import('./sign-ins/SignInLogPage') },
    // In the user menu, not the spec's sidebar: the admin's own password, authenticator app, passkeys and devices.
    { path: '/dadportal/admin/account', title: 'My Account', nav: [{ section: 'menu', label: 'My Account', order: 1 }], screen: () => import('./account/AccountPage') },
  ],
};
