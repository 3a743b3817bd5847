import { REMOTE_PERMISSIONS } from '@dd/contracts/routes';
import { publishedRoutes } from '@dd/ui/remote-module';
import { REMOTE as admin } from '../../mfe-admin/src/remote';
import { REMOTE as customer } from '../../mfe-customer/src/remote';
import { REMOTE as dad } from '../../mfe-dad/src/remote';
import { REMOTE as publicRemote } from '../../mfe-public/src/remote';
import { navItems, navLinks, selectedNavKey, startPath, type NavItem } from '../../shell/src/layout/nav';
import type { RouteTable } from '../../shell/src/remotes/registry';

/** The shell's navigation as the four remotes declare it (what their routes.json publish), with the areas of REMOTE_PERMISSIONS. */
const table: RouteTable = {
  readAt: 0,
  unavailable: [],
  areas: [],
  routes: [publicRemote, customer, dad, admin].flatMap((declaration) =>
    publishedRoutes(declaration).map((route) => ({ ...route, remote: declaration.remote, permission: REMOTE_PERMISSIONS[declaration.remote], entry: '' })),
  ),
};
const labels = (items: NavItem[]) => items.map((item) => ('children' in item ? [item.label, item.children.map((child) => child.label)] : item.label));

describe('the navigation the remotes declare (customer-side §2, dad-and-admin §2)', () => {
  it('gives each role the spec sidebar, in order', () => {
    expect(labels(navItems(table, 'sidebar', 'customer'))).toEqual([
      // My Sites, My Texts (issue 43), Waitlist (issue 44) and Maintenance Plans (issue 42) are ours beside the spec's list.
      'Dashboard', 'My Bookings', 'My Cars', 'My Sites', 'Earn Rewards', 'My Texts', 'Waitlist', 'Payment Methods', 'Maintenance Plans', ['Settings', ['Account Details', 'Preferences']],
    ]);
    expect(labels(navItems(table, 'sidebar', 'dad'))).toEqual(['Dashboard', 'Bookings', 'Availability', 'Customers', 'Account']);
    expect(labels(navItems(table, 'sidebar', 'admin'))).toEqual([
      'Dashboard', 'All Bookings', 'Dispatch', 'Waitlist', 'Weather Risks', 'Site Needs', 'Available Packages', 'Add-ons', ['Manage DADs', ['Add New DAD', 'View All DADs']], 'Customers',
      // Dispatch, the Waitlist, Weather Risks, Site Needs, Add-ons, Maintenance Plans, the Text Inbox, Messages, the Sign-in Log and
      // Privacy Requests are ours beside the spec's list (docs/decisions).
      'Maintenance Plans', ['Reviews', ['Pending Approval', 'All Reviews']], 'Image Library', 'Text Inbox', 'Messages', 'Sign-in Log', 'Privacy Requests', 'Settings',
    ]);
  });

  it.each([
    ['customer', '/', '/'],
    ['customer', '/dadportal/customer', '/'],
    ['customer', '/dadportal/customer/details/b1/receipt', '/customer/bookings'],
    ['customer', '/profile', '/customer/settings/account'],
    ['dad', '/dadportal/dad', '/dadportal'],
    ['dad', '/dadportal/dad/appointments/b1', '/dadportal/bookings'],
    ['dad', '/dadportal/customer/c1', '/dadportal/customers'],
    ['admin', '/dadportal/admin/customer/c1', '/dadportal/admin/customers'],
    ['admin', '/dadportal/admin/dads/new', '/dadportal/admin/dads/new'],
    ['admin', '/dadportal/admin/reviews/pending', '/dadportal/admin/reviews/pending'],
    // My Account has no sidebar link: not the Dashboard's page (issue 37 item 19).
    ['admin', '/dadportal/admin/account', undefined],
  ])('highlights for the %s at %s the link to %s', (role, path, link) => {
    expect(selectedNavKey(navItems(table, 'sidebar', role), path)).toBe(link);
  });

  it('starts each area, the header, the user menu and the footer as the spec says', () => {
    expect(['customer', 'dad', 'admin'].map((role) => startPath(table, role, 'dashboard'))).toEqual(['/dadportal/customer', '/dadportal/dad', '/dadportal/admin']);
    expect(['customer', 'dad', 'admin'].map((role) => startPath(table, role, 'sign-in'))).toEqual(['/', '/dadportal', '/dadportal/admin']);
    // The visitor's way round the site beside the spec's Book Now (decision 0361).
    expect(navLinks(table, 'header')).toEqual([
      { label: 'Packages', to: '/packages' },
      { label: 'Gallery', to: '/gallery' },
      { label: 'Reviews', to: '/reviews' },
      { label: 'Book Now', to: '/book', primary: true },
    ]);
    expect(navLinks(table, 'menu', 'customer')).toEqual([{ label: 'Book Detail', to: '/book' }]);
    expect(navLinks(table, 'menu', 'dad')).toEqual([]);
    // Maintenance Plans (issue 42) is ours beside the spec's footer.
    expect(navLinks(table, 'footer').map((link) => link.label)).toEqual(['Maintenance Plans', 'About Us', 'FAQ', 'Contact', 'Service Area', 'Terms of Service', 'Privacy Policy', 'Refund Policy']);
  });
});
