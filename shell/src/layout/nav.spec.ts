import { ROLES } from '@dd/contracts/roles';
import { isNavGroup, selectedNavKey, SIDEBAR, type NavLink } from './nav';

const links = (role: (typeof ROLES)[number]): NavLink[] => SIDEBAR[role].flatMap((item) => (isNavGroup(item) ? item.children : [item]));

// That every link opens a route of a remote its role may see is checked against the deployed
// remotes' own route lists in shell/e2e/routes.e2e.ts.
describe('side navigation', () => {
  it('lists the spec sidebar of the customer in order', () => {
    expect(links('customer').map((link) => link.label)).toEqual([
      'Dashboard', 'My Bookings', 'My Cars', 'Earn Rewards', 'Payment Methods', 'Account Details', 'Preferences',
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
  ] as const)('highlights for the %s at %s the link to %s', (role, path, link) => {
    expect(selectedNavKey(SIDEBAR[role], path)).toBe(link);
  });

  it('highlights nothing where no link leads', () => {
    expect(selectedNavKey(SIDEBAR.customer, '/book')).toBeUndefined();
  });
});
