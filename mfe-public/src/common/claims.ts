import type { HomeMessageId } from '../i18n';

/** A claim's figure and its label's message id. */
interface Claim {
  value: string;
  label: HomeMessageId;
}

/** The marketing claims the spec allows (customer-side §1), worded once for every page. */
export const CLAIMS = {
  customers: '500+',
  rating: '4.9',
  details: '2,000+',
} as const;

export const HOME_STATS: readonly Claim[] = [
  { value: CLAIMS.customers, label: 'stats.happyCustomers' },
  { value: CLAIMS.rating, label: 'stats.averageRating' },
  { value: CLAIMS.details, label: 'stats.detailsCompleted' },
];

/** The gallery's static stats (customer-side §2): 2,000+ vehicles, 500+ customers, 4.9 rating. */
export const GALLERY_STATS: readonly Claim[] = [
  { value: CLAIMS.details, label: 'stats.vehiclesDetailed' },
  { value: CLAIMS.customers, label: 'stats.happyCustomers' },
  { value: CLAIMS.rating, label: 'stats.averageRating' },
];

/** Where visitors write to us. One place to change it. */
export const CONTACT_EMAIL = 'hello@dadsdetail.com';
