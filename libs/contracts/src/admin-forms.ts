import { requiredText } from './auth';

/** What every admin form shares (dad-and-admin §5): the spec's words and the price field. */

/** The spec's words for the admin forms (dad-and-admin §5), shared by the API and the screens. */
/** A package's shortest and longest job (issue 37 item 7: a 1-minute package was bookable; a job must fit a working day). */
export const MIN_PACKAGE_MINUTES = 15;
export const MAX_PACKAGE_MINUTES = 12 * 60;

export const ADMIN_MESSAGES = {
  packageName: 'Package name is required',
  description: 'Description is required',
  features: 'Features are required',
  sedanPrice: 'Sedan price is required',
  suvPrice: 'SUV price is required',
  truckPrice: 'Truck price is required',
  duration: 'Duration is required',
  price: 'Enter a price like 89.00',
  durationWhole: 'Duration must be a whole number of minutes above 0',
  durationShort: `Duration must be at least ${MIN_PACKAGE_MINUTES} minutes`,
  durationLong: `Duration must be at most ${MAX_PACKAGE_MINUTES} minutes (12 hours)`,
  freePackage: 'A package price must be more than $0.00',
  firstName: 'First name is required',
  lastName: 'Last name is required',
  email: 'Invalid email address',
  phone: 'Phone number must be at least 10 digits',
  password: 'Password must be at least 8 characters',
  zipCodes: 'Service area ZIP codes are required',
  badZips: (zips: string[]) => `Every ZIP code must be five digits: ${zips.join(', ')}`,
  /** A ZIP with no known centre: routes, drive times and the arrival check cannot work there. */
  unknownZips: (zips: string[]) => `Not an Orange County ZIP code we can route to: ${zips.join(', ')}`,
  hoursStart: 'Business hours start time is required',
  hoursEnd: 'Business hours end time is required',
  hoursOrder: 'Business hours must start before they end',
  time: 'Enter a time like 09:00',
  positive: 'Must be positive',
  wholeHours: 'Must be a whole number of hours',
  rating: 'Rating must be 1 to 5 stars',
  feeType: 'Choose a fixed amount or a percentage',
  percentOver100: 'A percentage fee cannot be more than 100%',
} as const;

/** A price the admin types ("89", "89.5", "89.00"), sent on as "89.00". */
export const priceField = (required: string) => requiredText(required).regex(/^\d{1,6}(\.\d{1,2})?$/, ADMIN_MESSAGES.price).transform((v) => Number(v).toFixed(2));
