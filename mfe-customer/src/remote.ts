import type { RemoteDeclaration } from '@dd/ui/remote-module';

const dashboard = () => import('./dashboard/DashboardPage');
const cars = () => import('./cars/CarsPage');
const rewards = () => import('./rewards/RewardsPage');
const account = () => import('./settings/AccountPage');

/**
 * The customer remote's whole contract with the shell: routes, screens, titles, its sidebar
 * (customer-side §2 "Customer sidebar") and its user-menu entry. `/` shows to signed-in customers;
 * the shell picks the home page's remote by role. Who may open the area is the shell's deployment
 * config, not ours.
 */
export const REMOTE: RemoteDeclaration = {
  remote: 'customer',
  routes: [
    {
      path: '/',
      title: 'Dashboard',
      start: ['sign-in'],
      nav: [
        { section: 'sidebar', label: 'Dashboard', order: 1, also: ['/dadportal/customer'] },
        // Customers book on the public remote's wizard.
        { section: 'menu', label: 'Book Detail', order: 2, to: '/book' },
      ],
      screen: dashboard,
      // The dashboard's bookings, asked for at sign-in while its code loads (in the exposed module's
      // own chunk, eager: the request goes out as the remote starts).
      prefetch: (dispatch) =>
        import(/* webpackMode: "eager" */ './api/bookings.api').then(({ customerBookingsApi }) => dispatch(customerBookingsApi.util.prefetch('customerGetCustomerBookings', undefined, { force: true }))),
    },
    { path: '/dadportal/customer', title: 'Dashboard', start: ['dashboard'], screen: dashboard },
    {
      path: '/customer/bookings',
      title: 'My Bookings',
      nav: [{ section: 'sidebar', label: 'My Bookings', order: 2, also: ['/dadportal/customer/details'] }],
      screen: () => import('./bookings/MyBookingsPage'),
    },
    { path: '/dadportal/customer/details', title: 'Booking History', screen: () => import('./history/BookingHistoryPage') },
    { path: '/dadportal/customer/details/:id', title: 'Booking Details', screen: () => import('./detail/BookingDetailPage') },
    { path: '/dadportal/customer/details/:id/receipt', title: 'Receipt', screen: () => import('./receipt/ReceiptPage') },
    { path: '/cars', title: 'My Cars', nav: [{ section: 'sidebar', label: 'My Cars', order: 3, also: ['/dadportal/customer/cars'] }], screen: cars },
    { path: '/dadportal/customer/cars', title: 'My Cars', screen: cars },
    // Issue 44: what the detailer finds at each address, kept from the booking wizard.
    { path: '/customer/sites', title: 'My Sites', nav: [{ section: 'sidebar', label: 'My Sites', order: 3.5 }], screen: () => import('./sites/SitesPage') },
    {
      path: '/rewards',
      title: 'Wash Points and Rewards',
      nav: [{ section: 'sidebar', label: 'Earn Rewards', order: 4, also: ['/dadportal/customer/rewards'] }],
      screen: rewards,
    },
    { path: '/dadportal/customer/rewards', title: 'Wash Points and Rewards', screen: rewards },
    // Issue 43: the texts we sent (on our way, arrived, done) and the customer's replies.
    { path: '/customer/texts', title: 'My Texts', nav: [{ section: 'sidebar', label: 'My Texts', order: 4.5 }], screen: () => import('./texts/TextsPage') },
    {
      path: '/customer/waitlist',
      title: 'Waitlist',
      nav: [{ section: 'sidebar', label: 'Waitlist', order: 4.5 }],
      screen: () => import('./waitlist/WaitlistPage'),
    },
    {
      path: '/customer/payment-methods',
      title: 'Payment Methods',
      nav: [{ section: 'sidebar', label: 'Payment Methods', order: 5 }],
      screen: () => import('./payment-methods/PaymentMethodsPage'),
    },
    {
      path: '/customer/plans',
      title: 'Maintenance Plans',
      nav: [{ section: 'sidebar', label: 'Maintenance Plans', order: 5.5 }],
      screen: () => import('./plans/MyPlansPage'),
    },
    // Decision 0460: the emailed link after a declined plan payment; a new card pays what is owed at once.
    { path: '/customer/plans/card/:token', title: 'Update Card', screen: () => import('./plans/UpdatePlanCardPage') },
    {
      path: '/customer/settings/account',
      title: 'Account Details',
      nav: [{ section: 'sidebar', label: 'Account Details', order: 6, group: 'Settings', also: ['/profile'] }],
      screen: account,
    },
    { path: '/profile', title: 'Account Details', screen: account },
    {
      path: '/customer/settings/preferences',
      title: 'Preferences',
      nav: [{ section: 'sidebar', label: 'Preferences', order: 7, group: 'Settings' }],
      screen: () => import('./settings/PreferencesPage'),
    },
  ],
};
