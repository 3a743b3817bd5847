import { z } from 'zod';
import { locationSchema } from './booking';

/**
 * The site profile (issue 44): what a DAD finds at one of a customer's addresses. Asked once in the
 * booking wizard (every answer optional), kept per address for the next booking, editable in the
 * customer portal, shown on the DAD's job sheet. `true`/`false` are the customer's answers; `null`
 * is "not said". A job at a site with `water: false` or `power: false` is flagged to the admin
 * before the day; a job at a `covered` site is not flagged for the weather.
 */
const note = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .nullish()
    .transform((text) => text || null);

export const siteAnswersSchema = z.object({
  /** An outside water spigot the DAD may use. */
  water: z.boolean().nullish().transform((v) => v ?? null),
  /** A power outlet the DAD may use. */
  power: z.boolean().nullish().transform((v) => v ?? null),
  /** The car is under cover: a garage or covered parking. */
  covered: z.boolean().nullish().transform((v) => v ?? null),
  gateCode: note(100),
  hoaRules: note(500),
  parkingNotes: note(500),
});
export type SiteAnswers = z.output<typeof siteAnswersSchema>;
export type SiteAnswersInput = z.input<typeof siteAnswersSchema>;

/** GET /api/sites/lookup?address=&zipCode=: which address. */
export const siteAddressSchema = z.object({ address: locationSchema.shape.address, zipCode: locationSchema.shape.zipCode });
export type SiteAddress = z.output<typeof siteAddressSchema>;

/** PUT /api/sites: the answers for one address (the one the booking was made at), kept or replaced. */
export const saveSiteSchema = siteAnswersSchema.extend(siteAddressSchema.shape);
export type SaveSiteRequest = z.input<typeof saveSiteSchema>;
export type SaveSiteInput = z.output<typeof saveSiteSchema>;

export const siteProfileDtoSchema = z
  .object({
    id: z.string(),
    address: z.string(),
    zipCode: z.string(),
    water: z.boolean().nullable(),
    power: z.boolean().nullable(),
    covered: z.boolean().nullable(),
    gateCode: z.string().nullable(),
    hoaRules: z.string().nullable(),
    parkingNotes: z.string().nullable(),
    updatedAt: z.string(),
  })
  .meta({ id: 'SiteProfile' });
export type SiteProfileDto = z.infer<typeof siteProfileDtoSchema>;

/** GET /api/dad/bookings/{id}/site and GET /api/sites/lookup: the address's profile, or null when none was given. */
export const siteOfDtoSchema = z.object({ site: siteProfileDtoSchema.nullable() }).meta({ id: 'SiteOf' });
export type SiteOfDto = z.infer<typeof siteOfDtoSchema>;

/** GET /api/admin/sites/needs: an upcoming job whose site has no water or no power, for the admin to act on before the day. */
export const siteNeedDtoSchema = z
  .object({
    bookingId: z.string(),
    scheduledDate: z.string(),
    address: z.string(),
    city: z.string(),
    zipCode: z.string(),
    dadId: z.string().nullable(),
    noWater: z.boolean(),
    noPower: z.boolean(),
  })
  .meta({ id: 'SiteNeed' });
export type SiteNeedDto = z.infer<typeof siteNeedDtoSchema>;

/** Whether a site profile says anything (an all-empty form saves nothing). */
export const saysAnything = (a: SiteAnswers) => Object.values(a).some((v) => v !== null);
