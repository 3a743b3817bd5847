import { FIRST_PAINT } from './first-paint';
import { HOME_HERO, PACKAGES_HERO } from './hero-text';
import { REMOTE } from './remote';

describe("the public remote's first paint (published as first-paint.json)", () => {
  it('paints its own pages, each with one level-1 heading (what the shell waits for before swapping in)', () => {
    const paths = REMOTE.routes.map((route) => route.path);
    for (const [path, html] of Object.entries(FIRST_PAINT.pages)) {
      expect(paths).toContain(path);
      expect(html.match(/<h1[ >]/g)).toHaveLength(1);
    }
    expect(Object.keys(FIRST_PAINT.pages)).toEqual(['/', '/packages', '/book']);
  });

  it('says what the screens say, and leaves the packages to the server', () => {
    expect(FIRST_PAINT.pages['/']).toContain(`<h1>${HOME_HERO.title}</h1>`);
    expect(FIRST_PAINT.pages['/']).toContain(HOME_HERO.eyebrow);
    expect(FIRST_PAINT.pages['/packages']).toContain(`<p>${PACKAGES_HERO.text}</p>`);
    expect(FIRST_PAINT.pages['/']).toContain(FIRST_PAINT.packagesSlot);
    expect(FIRST_PAINT.pages['/packages']).toContain(FIRST_PAINT.packagesSlot);
    expect(FIRST_PAINT.packageCard).toMatch(/\{name\}.*\{description\}.*\{price\}/);
  });
});
