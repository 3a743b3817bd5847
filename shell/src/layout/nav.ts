import { createContext, useContext } from 'react';
import { matchRoutes } from 'react-router-dom';
import { selectLanguage, useAppSelector } from '@dd/api-client';
import { hasPermission } from '@dd/contracts/permissions';
import type { Role } from '@dd/contracts/roles';
import type { NavSection } from '@dd/contracts/routes';
import { HEADER_TEXT } from '@dd/ui/header-text';
import type { RouteTable, ShellRoute } from '../remotes/registry';

export interface NavLink {
  label: string;
  to: string;
  /** Other paths (and the paths under them) of screens opened from this link, which keep it highlighted. */
  also?: string[];
  /** Drawn as the section's main button. */
  primary?: true;
}

export interface NavGroup {
  label: string;
  children: NavLink[];
}

export type NavItem = NavLink | NavGroup;

export const isNavGroup = (item: NavItem): item is NavGroup => 'children' in item;

/** The route table the remotes declare (null while it loads), for the layout's navigation. */
export const RouteTableContext = createContext<RouteTable | null>(null);
export const useRouteTableContext = () => useContext(RouteTableContext);

/**
 * The routes whose entries a section shows: the sidebar and the user menu come from the remotes of
 * the user's areas (the permission /remotes.json gives each remote), the header and the footer from
 * the remotes without an area. The shell holds no remote's path: all of it is the remotes' own.
 */
function routesFor(table: RouteTable | null, section: NavSection, role: string | undefined): ShellRoute[] {
  const routes = table?.routes ?? [];
  if (section === 'header' || section === 'footer') return routes.filter((route) => !route.permission);
  return routes.filter((route) => route.permission && hasPermission(role as Role | undefined, route.permission));
}

/** A section's navigation, in the remotes' order; entries of one group sit together where its first entry is. */
export function navItems(table: RouteTable | null, section: NavSection, role?: string): NavItem[] {
  const entries = routesFor(table, section, role)
    .flatMap((route) => (route.nav ?? []).filter((entry) => entry.section === section).map((entry) => ({ ...entry, to: entry.to ?? route.path })))
    .sort((a, b) => a.order - b.order);
  const items: NavItem[] = [];
  for (const { label, to, also, group, primary } of entries) {
    const link: NavLink = { label, to, ...(also && { also: [...also] }), ...(primary && { primary }) };
    if (!group) {
      items.push(link);
      continue;
    }
    const existing = items.find((item): item is NavGroup => isNavGroup(item) && item.label === group);
    if (existing) existing.children.push(link);
    else items.push({ label: group, children: [link] });
  }
  return items;
}

/** A section's links, groups flattened (the header, the user menu, the footer). */
export function navLinks(table: RouteTable | null, section: NavSection, role?: string): NavLink[] {
  return navItems(table, section, role).flatMap((item) => (isNavGroup(item) ? item.children : [item]));
}

/** The route the user's remote declares as its start of `kind`, if its remote is up. */
export function startRoute(table: RouteTable | null, role: string | undefined, kind: 'dashboard' | 'sign-in'): ShellRoute | undefined {
  return routesFor(table, 'sidebar', role).find((route) => route.start?.includes(kind));
}

/**
 * Where the user's area starts: its Dashboard link ('dashboard') or where sign-in lands ('sign-in'),
 * as its remote declares; while the remote is down, the area's path from /remotes.json (which then
 * shows the area's error state with Retry); home when unknown.
 */
export function startPath(table: RouteTable | null, role: string | undefined, kind: 'dashboard' | 'sign-in'): string {
  const declared = startRoute(table, role, kind)?.path;
  const area = table?.areas.find(({ remote, permission }) => permission && table.unavailable.includes(remote) && hasPermission(role as Role | undefined, permission));
  return declared ?? area?.area ?? '/';
}

/**
 * Where a sign-in lands: the page that sent the visitor to sign in (a "Manage booking" link opened
 * signed out, issue 36 item 8) when it is one of this app's pages the role may open, else the role's start.
 */
export function afterSignInPath(table: RouteTable | null, role: string | undefined, from: unknown): string {
  if (typeof from === 'string' && from.startsWith('/') && !from.startsWith('//')) {
    const route = routeAt(table, new URL(from, 'http://app').pathname);
    if (route && (!route.permission || hasPermission(role as Role | undefined, route.permission))) return from;
  }
  return startPath(table, role, 'sign-in');
}

/** The route a path shows (react-router's ranking), for its page meta. */
export function routeAt(table: RouteTable | null, pathname: string): ShellRoute | undefined {
  const routes = table?.routes ?? [];
  return matchRoutes(routes.map((route) => ({ path: route.path, route })), pathname)?.[0]?.route.route;
}

/**
 * The menu key of the current path: the link whose own or `also` path is the longest the path is or
 * starts under. A path other links sit under (an area's root, its Dashboard) stands for itself only:
 * a page under it with no link of its own (My Account) is not the Dashboard's (issue 37 item 19).
 */
export function selectedNavKey(items: NavItem[], pathname: string): string | undefined {
  const links = items.flatMap((item) => (isNavGroup(item) ? item.children : [item]));
  const exact = links.find((link) => link.to === pathname);
  if (exact) return exact.to;
  const candidates = links.flatMap((link) => [link.to, ...(link.also ?? [])].map((path) => ({ key: link.to, path })));
  const isRoot = (path: string) => candidates.some((other) => other.path.startsWith(`${path}/`));
  return candidates
    .filter(({ path }) => path === pathname || (path !== '/' && !isRoot(path) && pathname.startsWith(`${path}/`)))
    .sort((a, b) => b.path.length - a.path.length)[0]?.key;
}

/** The header's and its menus' own words in the page's language. */
export const useHeaderText = () => HEADER_TEXT[useAppSelector(selectLanguage)];
