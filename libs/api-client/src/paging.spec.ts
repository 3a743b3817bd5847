import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import { cursorOf, toPage } from './paging';

const meta = (headers: Record<string, string>) => ({ request: new Request('http://x/api/bookings'), response: new Response(null, { headers }) }) as FetchBaseQueryMeta;

describe('toPage', () => {
  it('reads the total and the next link off the headers', () => {
    const page = toPage([{ id: 'a' }], meta({ 'X-Total-Count': '120', Link: '</api/bookings?limit=1&cursor=abc_-1>; rel="next"' }));
    expect(page).toEqual({ items: [{ id: 'a' }], total: 120, next: '/api/bookings?limit=1&cursor=abc_-1' });
    expect(cursorOf(page.next)).toBe('abc_-1');
  });

  it('the last page has no next link; a list without headers is one whole page', () => {
    expect(toPage([1, 2], meta({ 'X-Total-Count': '2' }))).toEqual({ items: [1, 2], total: 2, next: null });
    expect(toPage([1, 2, 3], meta({}))).toEqual({ items: [1, 2, 3], total: 3, next: null });
    expect(cursorOf(null)).toBeUndefined();
  });
});
