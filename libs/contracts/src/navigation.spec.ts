import { dashboardPath } from './navigation';
import { hasPermission } from './permissions';

describe('navigation by role (customer-side §2)', () => {
  it('the Dashboard link', () => {
    expect(dashboardPath('customer')).toBe('/dadportal/customer');
    expect(dashboardPath('dad')).toBe('/dadportal/dad');
    expect(dashboardPath('admin')).toBe('/dadportal/admin');
    expect(dashboardPath('someone-else')).toBe('/dadportal/customer');
    expect(dashboardPath(null)).toBe('/auth');
  });
});

describe('areas', () => {
  it('guards by exact role: each area belongs to one role', () => {
    expect(hasPermission('customer', 'customerArea')).toBe(true);
    expect(hasPermission('admin', 'customerArea')).toBe(false);
    expect(hasPermission('admin', 'dadArea')).toBe(false);
    expect(hasPermission(undefined, 'account')).toBe(false);
  });
});
