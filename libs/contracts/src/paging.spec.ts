import { nextLinkOf, pageQuerySchema } from './paging';

describe('pageQuerySchema', () => {
  it('defaults limit to 50 and drops an empty search', () => {
    expect(pageQuerySchema.parse({ q: '  ' })).toEqual({ limit: 50 });
  });

  it('refuses a limit outside 1..200 or not whole, and a malformed cursor, with readable messages', () => {
    expect(pageQuerySchema.safeParse({ limit: '201' }).error?.issues[0].message).toBe('limit must be at most 200');
    expect(pageQuerySchema.safeParse({ limit: '0' }).error?.issues[0].message).toBe('limit must be at least 1');
    expect(pageQuerySchema.safeParse({ limit: '2.5' }).error?.issues[0].message).toBe('limit must be a whole number');
    expect(pageQuerySchema.safeParse({ limit: 'ten' }).success).toBe(false);
    expect(pageQuerySchema.safeParse({ cursor: 'a b' }).error?.issues[0].message).toBe('cursor is not valid');
  });
});

describe('nextLinkOf', () => {
  it('reads the rel="next" URL of a Link header', () => {
    expect(nextLinkOf('</api/x?cursor=abc>; rel="next"')).toBe('/api/x?cursor=abc');
    expect(nextLinkOf('</a>; rel="prev", </b>; rel="next"')).toBe('/b');
    expect(nextLinkOf(null)).toBeNull();
    expect(nextLinkOf('</a>; rel="prev"')).toBeNull();
  });
});
