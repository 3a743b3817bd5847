import { isServed } from './settings.service';

describe('isServed', () => {
  const area = ['92618', '92660'];

  it('matches on the first five digits of a ZIP or ZIP+4', () => {
    expect(isServed(area, '92618')).toBe(true);
    expect(isServed(area, ' 92660-1234 ')).toBe(true);
    expect(isServed(area, '926181234')).toBe(true);
  });

  it('refuses ZIPs outside the area and anything that is not a ZIP', () => {
    expect(isServed(area, '90210')).toBe(false);
    expect(isServed(area, '9261')).toBe(false);
    expect(isServed(area, '92618x')).toBe(false);
    expect(isServed(area, '')).toBe(false);
    expect(isServed([], '92618')).toBe(false);
  });
});
