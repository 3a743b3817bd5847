import type { Permission } from './permissions';

export const REMOTES = ['public', 'customer', 'dad', 'admin'] as const;
export type RemoteName = (typeof REMOTES)[number];

/**
 * Where a navigation entry shows: `sidebar` and `menu` (the header's user menu) for the users of the
 * remote's area; `header` (signed-out visitors) and `footer` (everyone) for a remote without an area.
 */
export type NavSection = 'sidebar' | 'menu' | 'header' | 'footer';

export interface NavEntry {
  section: NavSection;
  label: string;
  /** Position within the section (groups sit at their first entry's). */
  order: number;
  /** The sidebar group this entry belongs to (e.g. 'Manage DADs'). */
  group?: string;
  /** Other paths (and the paths under them) that keep this entry highlighted. */
  also?: string[];
  /** Where it leads when not to the route that declares it (a screen of another remote). */
  to?: string;
  /** The section's call to action (the header's Book Now): drawn as the main button, the others as links. */
  primary?: true;
}

/**
 * A route as a remote declares it in its `src/remote.ts` and publishes it in `routes.json` beside
 * its `mf-manifest.json`: everything the shell needs without the remote's code. The remote says
 * what it renders and how to reach it, never who may open it.
 */
export interface RemoteRoute {
  /** A react-router path pattern. */
  path: string;
  title: string;
  /** The page's meta description. */
  description?: string;
  /** false: the page shows without the sidebar, also for a signed-in user. */
  sidebar?: false;
  /** The area's start pages: where its Dashboard link leads, where sign-in lands. */
  start?: readonly ('dashboard' | 'sign-in')[];
  nav?: readonly NavEntry[];
  /**
   * The title, description and navigation labels in the other offered languages, from the remote's
   * catalogs at build time (decision 0390): `nav` maps an entry's English label to the language's.
   */
  translations?: Record<string, { title?: string; description?: string; nav?: Record<string, string> }>;
}

/** A route as a reader of `language` sees it: its translations in place of the English, where it has them. */
export function localizedRoute<T extends RemoteRoute>(route: T, language: string): T {
  const words = route.translations?.[language];
  if (!words) return route;
  return {
    ...route,
    title: words.title ?? route.title,
    description: words.description ?? route.description,
    nav: route.nav?.map((entry) => ({ ...entry, label: words.nav?.[entry.label] ?? entry.label })),
  };
}

/** The file each remote publishes beside its manifest. */
export const ROUTES_FILE = 'routes.json';
/** Beside it, the API operations the remote calls (method and path): checked against the API's OpenAPI document at deploy. */
export const OPERATIONS_FILE = 'operations.json';
/** And, from a remote whose src/first-paint.ts says so (the public one), what the server paints before any JavaScript. */
export const FIRST_PAINT_FILE = 'first-paint.json';

/** A remote's first paint (first-paint.json): HTML the server fills with live data, escaped. */
export interface FirstPaintTemplates {
  /** Styles and header, before every page's body. */
  head: string;
  /** Each painted page's body by path. */
  pages: Record<string, string>;
  /** Where in a page the active packages go, one `packageCard` each. */
  packagesSlot: string;
  /** `{name}`, `{description}` and `{price}` (the sedan price) are filled in. */
  packageCard: string;
  /**
   * The same pages in the other offered languages (decision 0390): their head and pages, and the
   * remote's page titles and descriptions by path. A language without one is painted in English.
   */
  languages?: Record<string, FirstPaintLanguage>;
}

/** One language's first paint: what replaces the English `head` and `pages`, and the pages' titles. */
export interface FirstPaintLanguage {
  head: string;
  pages: Record<string, string>;
  titles: Record<string, { title: string; description?: string }>;
}

/** One remote in the shell's deployment config (`/remotes.json`). */
export interface RemoteDeployment {
  /** URL of its mf-manifest.json, relative to /remotes.json or absolute. */
  entry: string;
  /** The deployed build (a folder name), when the server knows it. */
  version?: string;
  /** The area its routes belong to; absent for public pages. */
  permission?: Permission;
  /** Where the area's users land while the remote's own routes cannot be read (it then shows its error state). */
  area?: string;
  /**
   * The version's routes.json, inlined by the server that hosts it: the shell then needs no request per
   * remote before it can show a page. A remote deployed elsewhere has none; the shell reads its file.
   */
  routes?: RemoteRoute[];
}

export type RemotesConfig = Partial<Record<RemoteName, RemoteDeployment>>;

/**
 * Where each area lives, for when its remote is down: the one path per area the deployment knows.
 * Everything else of a remote (its routes, start pages, navigation) is the remote's own routes.json.
 */
export const REMOTE_AREAS: Record<RemoteName, string | undefined> = {
  public: undefined,
  customer: '/dadportal/customer',
  dad: '/dadportal',
  admin: '/dadportal/admin',
};

/** Which area each remote serves: deployment config (the server's, the dev server's), not the remote's claim. */
export const REMOTE_PERMISSIONS: Record<RemoteName, Permission | undefined> = {
  public: undefined,
  customer: 'customerArea',
  dad: 'dadArea',
  admin: 'adminArea',
};
