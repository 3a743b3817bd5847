import { matchPath } from 'react-router-dom';
import { hasPermission } from '@dd/contracts/permissions';
import { APP_ROUTES, HOME_FOR_CUSTOMER } from '@dd/contracts/routes';
import { ROLES } from '@dd/contracts/roles';
import { isNavGroup, SIDEBAR, type NavLink } from './nav';

const links = (role: (typeof ROLES)[number]): NavLink[] => SIDEBAR[role].flatMap((item) => (isNavGroup(item) ? item.children : [item]));

describe('side navigation', () => {
  it.each(ROLES)('every %s link opens a route that role may see', (role) => {
    for (const link of links(role)) {
      const route = [HOME_FOR_CUSTOMER, ...APP_ROUTES].find((candidate) => matchPath(candidate.path, link.to));
      expect({ link: link.to, routed: !!route }).toEqual({ link: link.to, routed: true });
      if (route?.permission) expect({ link: link.to, allowed: hasPermission(role, route.permission) }).toEqual({ link: link.to, allowed: true });
    }
  });

  it('lists the spec sidebar of the customer in order', () => {
    expect(links('customer').map((link) => link.label)).toEqual([
      'Dashboard', 'My Bookings', 'My Cars', 'Earn Rewards', 'Payment Methods', 'Account Details', 'Preferences',
    ]);
  });
});
