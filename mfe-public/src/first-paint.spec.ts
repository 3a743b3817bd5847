import { VEHICLE_TYPES } from '@dd/contracts/enums';
import { STORAGE_KEY } from './book/stored-draft';
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

describe("the booking wizard's painted first step (decision 0405)", () => {
  const book = FIRST_PAINT.pages['/book'];

  it("is a form with the app's fields (VehicleStep's), so the shell can hand the visitor's choice over, sedan chosen as there", () => {
    expect(book).toMatch(/<form action="\/book" method="get">/);
    for (const type of VEHICLE_TYPES) expect(book).toMatch(new RegExp(`<input type="radio" name="vehicleType" value="${type}"${type === 'sedan' ? ' checked' : ''} `));
    expect(book.match(/type="radio"/g)).toHaveLength(VEHICLE_TYPES.length);
    expect(book).toContain('<button type="submit" class="dd-btn dd-btn-primary dd-btn-lg">Continue</button>');
  });

  it('waits for the visitor unless the tab kept a wizard draft', () => {
    expect(book).toContain(`data-app-waits="${STORAGE_KEY}"`);
  });
});

describe('the first paint in the other languages', () => {
  it('paints the same pages in Spanish and Vietnamese, from their catalogs', () => {
    expect(Object.keys(FIRST_PAINT.languages ?? {})).toEqual(['es', 'vi']);
    const es = FIRST_PAINT.languages?.es;
    expect(Object.keys(es?.pages ?? {})).toEqual(Object.keys(FIRST_PAINT.pages));
    expect(es?.pages['/']).toContain('Reservar ahora');
    expect(es?.pages['/']).toContain(FIRST_PAINT.packagesSlot);
    expect(es?.head).toContain('Iniciar sesión');
    expect(FIRST_PAINT.languages?.vi.pages['/book']).toContain('Bước 1 / 5: Loại xe');
  });

  it("gives each route a translated title, and the English catalog keeps the spec's titles", () => {
    const en = require('./locales/en.json') as Record<string, string>;
    for (const route of REMOTE.routes) {
      if (route.path !== '/') expect(en[`title.${route.path}`]).toBe(route.title);
      if (route.description) expect(en[`description.${route.path}`]).toBe(route.description);
      expect(FIRST_PAINT.languages?.es.titles[route.path]?.title).toBeTruthy();
    }
    expect(FIRST_PAINT.languages?.vi.titles['/book']).toEqual({ title: 'Đặt lịch chăm sóc xe', description: expect.stringContaining('năm bước') });
  });
});
