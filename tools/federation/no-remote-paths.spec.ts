import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REMOTE as admin } from '../../mfe-admin/src/remote';
import { REMOTE as customer } from '../../mfe-customer/src/remote';
import { REMOTE as dad } from '../../mfe-dad/src/remote';
import { REMOTE as publicRemote } from '../../mfe-public/src/remote';

const ROOT = join(__dirname, '../..');

/** Every path the remotes declare, as it would be written in code (a pattern's part before its first parameter). */
const remotePaths = [...new Set([publicRemote, customer, dad, admin].flatMap((declaration) => declaration.routes.map((route) => route.path.split('/:')[0])))].filter(
  (path) => path !== '/',
);

/**
 * The areas' start pages (the Dashboard link, where sign-in lands) are the remotes' published
 * entries: the shared libs may lead there. Every deeper path belongs to its remote alone.
 */
const startPaths = new Set([publicRemote, customer, dad, admin].flatMap((declaration) => declaration.routes.filter((route) => route.start?.length).map((route) => route.path)));
const deeperPaths = remotePaths.filter((path) => !startPaths.has(path));

function sources(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    // Tests may drive a server with any page's address; the code they test may not know one.
    .filter((file) => /\.tsx?$/.test(file) && !/\.(int-)?spec\.tsx?$/.test(file))
    .map((file) => join(folder, file));
}

/** A quoted path, or one a quoted string starts with (`'/dadportal/admin/x'` names /dadportal/admin). */
const mentions = (source: string, path: string) => new RegExp(`['"\`]${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(['"\`/?#])`).test(source);

/** Each `file: path` where a source file of `folder` names one of `paths`. */
const mentionsIn = (folder: string, paths: string[]) =>
  sources(folder).flatMap((file) => {
    const source = readFileSync(join(ROOT, file), 'utf8');
    return paths.filter((path) => mentions(source, path)).map((path) => `${file}: ${path}`);
  });

describe('the shell, the API and the libs hold no remote’s paths', () => {
  it.each(['shell/src', 'api/src'])('%s names none of the paths the remotes declare', (folder) => {
    expect(mentionsIn(folder, remotePaths)).toEqual([]);
  });

  it.each(['libs/contracts/src', 'libs/domain/src', 'libs/ui/src'])('%s names no remote path but the areas’ start pages', (folder) => {
    expect(mentionsIn(folder, deeperPaths)).toEqual([]);
  });

  // The API client's paths are the API's (under /api), some written like a public page's (/packages):
  // there, only the portal's pages are looked for.
  it('libs/api-client/src names no portal page but the areas’ start pages', () => {
    const portalPages = deeperPaths.filter((path) => path.startsWith('/dadportal/'));
    expect(portalPages).toContain('/dadportal/admin/customers');
    expect(mentionsIn('libs/api-client/src', portalPages)).toEqual([]);
  });

  it('would see one', () => {
    expect(mentions("navigate('/dadportal/admin/dads')", '/dadportal/admin/dads')).toBe(true);
    expect(mentions("<Link to=\"/book?step=2\">", '/book')).toBe(true);
    expect(mentions("url: '/bookings'", '/book')).toBe(false);
  });
});
