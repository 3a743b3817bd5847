/**
 * A booking's size limits, without zod: the booking wizard's first screens need them, and importing
 * them from add-on.ts (its schemas) put zod into /book's first chunks.
 */

/** The most vehicles one booking takes: one arrival window, one DAD. */
export const MAX_VEHICLES = 3;
/** The most add-ons one vehicle takes. */
export const MAX_ADD_ONS = 10;
