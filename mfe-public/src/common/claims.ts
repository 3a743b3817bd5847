import type { Stat } from './layout';

/** The marketing claims the spec allows (customer-side §1), worded once for every page. */
export const CLAIMS = {
  customers: '500+',
  rating: '4.9',
  details: '2,000+',
} as const;

export const HOME_STATS: readonly Stat[] = [
  { value: CLAIMS.customers, label: 'Happy Customers' },
  { value: CLAIMS.rating, label: 'Average Rating' },
  { value: CLAIMS.details, label: 'Details Completed' },
];

/** The gallery's static stats (customer-side §2): 2,000+ vehicles, 500+ customers, 4.9 rating. */
export const GALLERY_STATS: readonly Stat[] = [
  { value: CLAIMS.details, label: 'Vehicles Detailed' },
  { value: CLAIMS.customers, label: 'Happy Customers' },
  { value: CLAIMS.rating, label: 'Average Rating' },
];

/** Where visitors write to us. One place to change it. */
export const CONTACT_EMAIL = 'hello@dadsdetail.com';
