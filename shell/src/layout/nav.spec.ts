import type { RouteTable, ShellRoute } from '../remotes/registry';
import { navItems, navLinks, routeAt, selectedNavKey, startPath } from './nav';

// Made-up remotes: the real declarations' navigation is checked in tools/federation/navigation.spec.ts.
const route = (remote: ShellRoute['remote'], path: string, more: Partial<ShellRoute> = {}): ShellRoute => ({
  remote,
  path,
  title: path,
  entry: `${remote}/mf-manifest.json`,
  permission: remote === 'public' ? undefined : `${remote}Area` as ShellRoute['permission'],
  ...more,
});
const table: RouteTable = {
  readAt: 0,
  unavailable: ['customer'],
  areas: [{ remote: 'customer', permission: 'customerArea', area: '/c' }],
  routes: [
    route('dad', '/d', { start: ['sign-in'], nav: [{ section: 'sidebar', label: 'Home', order: 1, also: ['/d/x'] }] }),
    route('dad', '/d/b', { nav: [{ section: 'sidebar', label: 'B', order: 3, group: 'G' }] }),
    route('dad', '/d/a', { start: ['dashboard'], nav: [{ section: 'sidebar', label: 'A', order: 2, group: 'G' }] }),
    route('dad', '/d/c', { nav: [{ section: 'sidebar', label: 'C', order: 4 }, { section: 'menu', label: 'Book', order: 1, to: '/p' }] }),
    route('admin', '/z', { nav: [{ section: 'sidebar', label: 'Z', order: 1 }] }),
    route('public', '/p', { sidebar: false, nav: [{ section: 'header', label: 'Book Now', order: 1 }, { section: 'footer', label: 'P', order: 1 }] }),
    route('public', '/p/:id'),
  ],
};

describe('navigation from the remotes’ declarations', () => {
  it('shows the sidebar of the user’s own areas, in order, with groups where their first entry is', () => {
    expect(navItems(table, 'sidebar', 'dad')).toEqual([
      { label: 'Home', to: '/d', also: ['/d/x'] },
      { label: 'G', children: [{ label: 'A', to: '/d/a' }, { label: 'B', to: '/d/b' }] },
      { label: 'C', to: '/d/c' },
    ]);
    expect(navLinks(table, 'sidebar', 'admin').map((link) => link.to)).toEqual(['/z']);
    expect(navItems(table, 'sidebar', undefined)).toEqual([]);
  });

  it('takes the header and the footer from the remotes without an area, the user menu from the user’s', () => {
    expect(navLinks(table, 'header')).toEqual([{ label: 'Book Now', to: '/p' }]);
    expect(navLinks(table, 'footer')).toEqual([{ label: 'P', to: '/p' }]);
    expect(navLinks(table, 'menu', 'dad')).toEqual([{ label: 'Book', to: '/p' }]);
    expect(navLinks(table, 'menu', 'admin')).toEqual([]);
  });

  it('starts each area where its remote says, where /remotes.json says while the remote is down, else home', () => {
    expect(startPath(table, 'dad', 'dashboard')).toBe('/d/a');
    expect(startPath(table, 'dad', 'sign-in')).toBe('/d');
    expect(startPath(table, 'customer', 'dashboard')).toBe('/c');
    expect(startPath(table, 'admin', 'dashboard')).toBe('/');
    expect(startPath(null, 'dad', 'dashboard')).toBe('/');
  });

  it('finds the route of a path for its meta', () => {
    expect(routeAt(table, '/p/7')?.path).toBe('/p/:id');
    expect(routeAt(table, '/p')?.sidebar).toBe(false);
    expect(routeAt(table, '/nowhere')).toBeUndefined();
  });

  it('highlights the link whose own or `also` path is the longest match', () => {
    const items = navItems(table, 'sidebar', 'dad');
    expect(selectedNavKey(items, '/d/x/1')).toBe('/d');
    expect(selectedNavKey(items, '/d/a')).toBe('/d/a');
    expect(selectedNavKey(items, '/p')).toBeUndefined();
    // The area's root stands for itself: a page under it with no link (My Account) highlights nothing.
    expect(selectedNavKey(items, '/d/account')).toBeUndefined();
    expect(selectedNavKey(items, '/d/a/7')).toBe('/d/a');
  });
});
