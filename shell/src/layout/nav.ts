import type { Role } from '@dd/contracts/roles';

export interface NavLink {
  label: string;
  to: string;
  /** Other paths (and the paths under them) of screens opened from this link, which keep it highlighted. */
  also?: string[];
}

export interface NavGroup {
  label: string;
  children: NavLink[];
}

export type NavItem = NavLink | NavGroup;

export const isNavGroup = (item: NavItem): item is NavGroup => 'children' in item;

/** The side navigation per role (customer-side §2 "Customer sidebar"; dad-and-admin §2). */
export const SIDEBAR: Record<Role, NavItem[]> = {
  customer: [
    { label: 'Dashboard', to: '/', also: ['/dadportal/customer'] },
    { label: 'My Bookings', to: '/customer/bookings', also: ['/dadportal/customer/details'] },
    { label: 'My Cars', to: '/cars', also: ['/dadportal/customer/cars'] },
    { label: 'Earn Rewards', to: '/rewards', also: ['/dadportal/customer/rewards'] },
    { label: 'Payment Methods', to: '/customer/payment-methods' },
    {
      label: 'Settings',
      children: [
        { label: 'Account Details', to: '/customer/settings/account', also: ['/profile'] },
        { label: 'Preferences', to: '/customer/settings/preferences' },
      ],
    },
  ],
  dad: [
    { label: 'Dashboard', to: '/dadportal', also: ['/dadportal/dad'] },
    { label: 'Bookings', to: '/dadportal/bookings', also: ['/dadportal/appointments', '/dadportal/dad/appointments'] },
    { label: 'Availability', to: '/dadportal/availability', also: ['/dadportal/dad/availability'] },
    { label: 'Customers', to: '/dadportal/customers', also: ['/dadportal/customer'] },
    { label: 'Account', to: '/dadportal/account' },
  ],
  admin: [
    { label: 'Dashboard', to: '/dadportal/admin' },
    { label: 'All Bookings', to: '/dadportal/admin/bookings' },
    { label: 'Available Packages', to: '/dadportal/admin/packages' },
    {
      label: 'Manage DADs',
      children: [
        { label: 'Add New DAD', to: '/dadportal/admin/dads/new' },
        { label: 'View All DADs', to: '/dadportal/admin/dads' },
      ],
    },
    { label: 'Customers', to: '/dadportal/admin/customers', also: ['/dadportal/admin/customer'] },
    {
      label: 'Reviews',
      children: [
        { label: 'Pending Approval', to: '/dadportal/admin/reviews/pending' },
        { label: 'All Reviews', to: '/dadportal/admin/reviews' },
      ],
    },
    { label: 'Image Library', to: '/dadportal/admin/image-library' },
    { label: 'Messages', to: '/dadportal/admin/messages' },
    { label: 'Sign-in Log', to: '/dadportal/admin/sign-ins' },
    { label: 'Settings', to: '/dadportal/admin/settings' },
  ],
};

export function sidebarFor(role: string): NavItem[] {
  return SIDEBAR[role as Role] ?? SIDEBAR.customer;
}

/** Paths where the side navigation never shows (customer-side §2). */
export const PATHS_WITHOUT_SIDEBAR = ['/auth', '/packages', '/gallery', '/reviews', '/book'];

/** The footer's links (customer-side §2). */
export const FOOTER_LINKS: NavLink[] = [
  { label: 'About Us', to: '/about' },
  { label: 'FAQ', to: '/faq' },
  { label: 'Contact', to: '/contact' },
  { label: 'Service Area', to: '/service-area' },
  { label: 'Terms of Service', to: '/legal/terms' },
  { label: 'Privacy Policy', to: '/legal/privacy' },
  { label: 'Refund Policy', to: '/legal/refunds' },
];

/** The menu key of the current path: the link whose own or `also` path is the longest the path is or starts under. */
export function selectedNavKey(items: NavItem[], pathname: string): string | undefined {
  const links = items.flatMap((item) => (isNavGroup(item) ? item.children : [item]));
  const exact = links.find((link) => link.to === pathname);
  if (exact) return exact.to;
  const candidates = links.flatMap((link) => [link.to, ...(link.also ?? [])].map((path) => ({ key: link.to, path })));
  return candidates
    .filter(({ path }) => path === pathname || (path !== '/' && pathname.startsWith(`${path}/`)))
    .sort((a, b) => b.path.length - a.path.length)[0]?.key;
}
