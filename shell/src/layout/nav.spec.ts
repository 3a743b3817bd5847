import { ROLES } from '@dd/contracts/roles';
import { isNavGroup, SIDEBAR, type NavLink } from './nav';

const links = (role: (typeof ROLES)[number]): NavLink[] => SIDEBAR[role].flatMap((item) => (isNavGroup(item) ? item.children : [item]));

// That every link opens a route of a remote its role may see is checked against the deployed
// remotes' own route lists in shell/e2e/routes.e2e.ts.
describe('side navigation', () => {
  it('lists the spec sidebar of the customer in order', () => {
    expect(links('customer').map((link) => link.label)).toEqual([
      'Dashboard', 'My Bookings', 'My Cars', 'Earn Rewards', 'Payment Methods', 'Account Details', 'Preferences',
    ]);
  });
});
