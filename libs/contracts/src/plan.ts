import { z } from 'zod';
import { ADMIN_MESSAGES, priceField } from './admin-forms';
import { requiredText } from './auth';
import { MAX_ADD_ONS } from './booking-limits';
import { VEHICLE_TYPES } from './enums';
import { idField, optionalIdField } from './ids';
import { moneyText } from './package';

/**
 * Maintenance plans (issue 42): the owner defines plans, a customer joins one for a car at an
 * address on a standing slot, and each visit is a booking placed ahead and held on the saved card.
 */

/** How often a plan's visits come: every 2, 4 or 6 weeks, or once a month (the same weekday of the month). */
export const PLAN_INTERVALS = ['every_2_weeks', 'every_4_weeks', 'every_6_weeks', 'monthly'] as const;
export type PlanInterval = (typeof PLAN_INTERVALS)[number];

export const PLAN_INTERVAL_LABELS: Record<PlanInterval, string> = {
  every_2_weeks: 'Every 2 weeks',
  every_4_weeks: 'Every 4 weeks',
  every_6_weeks: 'Every 6 weeks',
  monthly: 'Monthly',
};

/** The standing slot's weekday, 0 = Sunday (the business calendar's). */
export const PLAN_WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** The standing slot's arrival window (the spec's three windows, customer-side §9). */
export const PLAN_WINDOWS = ['morning', 'afternoon', 'evening'] as const;
export type PlanWindow = (typeof PLAN_WINDOWS)[number];

export const MEMBERSHIP_STATUSES = ['active', 'paused', 'cancelled'] as const;
export type MembershipStatus = (typeof MEMBERSHIP_STATUSES)[number];

/** A visit of a plan: being placed, placed and held on the card, or why not. */
export const PLAN_VISIT_STATUSES = ['placing', 'placed', 'payment_failed', 'unplaced', 'cancelled', 'completed'] as const;
export type PlanVisitStatus = (typeof PLAN_VISIT_STATUSES)[number];

export const PLAN_MESSAGES = {
  agreeToTerms: 'Please agree to the plan terms',
  cardRequired: 'Please choose a saved card for the plan',
  planUnavailable: 'This plan is not available',
  alreadyMember: 'This car is already on a plan',
  pauseAllowance: (left: number) => `You can pause ${left} more visit${left === 1 ? '' : 's'} this plan year`,
  notActive: 'Only an active plan can be changed',
  memberPriceAbovePackage: "A member price must be below the package's price for that size",
  carRequired: 'Please choose a car',
  nothingOwed: 'This plan owes no payment to retry',
  cardLinkInvalid: 'This link is not valid. Open Maintenance Plans to see your plan.',
  cardLinkExpired: 'This link has expired. Open Maintenance Plans to see your plan.',
} as const;

/** Per vehicle size, what a member pays for a visit's package. */
const memberPricesSchema = z.object({
  sedan: priceField(ADMIN_MESSAGES.sedanPrice),
  suv: priceField(ADMIN_MESSAGES.suvPrice),
  truck: priceField(ADMIN_MESSAGES.truckPrice),
});

/** POST /api/admin/plans: a plan the owner offers. */
export const createPlanSchema = z.object({
  name: requiredText('Name is required').max(100, 'Name must be at most 100 characters'),
  packageId: idField('Please choose a package'),
  interval: z.enum(PLAN_INTERVALS, { error: 'Please choose how often' }),
  minimumVisits: z.coerce.number().int().min(1, 'The minimum term is at least 1 visit').max(52),
  pausesPerYear: z.coerce.number().int().min(0).max(26),
  terms: requiredText('Please write the cancellation terms').max(2000, 'Terms must be at most 2000 characters'),
  /** The member price per visit for each size, below the package's price (the service checks); none: the package's price. */
  memberPrices: memberPricesSchema.optional(),
  /** Percent off each add-on of a plan visit (whole percent, rounded to the cent per add-on). */
  addOnDiscountPercent: z.coerce.number().int('A whole percent').min(0, 'From 0 to 50 percent').max(50, 'From 0 to 50 percent').default(0),
});
export type CreatePlanRequest = z.input<typeof createPlanSchema>;
export type CreatePlanInput = z.output<typeof createPlanSchema>;

/** POST /api/plans/{planId}/join: a car at an address, a standing slot, the terms agreed, the saved card to hold each visit on. */
export const joinPlanSchema = z.object({
  vehicleType: z.enum(VEHICLE_TYPES, { error: 'Vehicle type must be sedan, suv or truck' }),
  carId: optionalIdField('Please choose a car'),
  address: requiredText('Address is required').max(255),
  city: requiredText('City is required').max(100),
  zipCode: z.string().trim().regex(/^\d{5}$/, 'ZIP code must be 5 digits'),
  /** 0 = Sunday ... 6 = Saturday, in the business time zone. */
  weekday: z.coerce.number().int().min(0, 'Please choose a day').max(6, 'Please choose a day'),
  window: z.enum(PLAN_WINDOWS, { error: 'Please choose a time' }),
  /** Add-ons booked on every visit, at the member discount. */
  addOnIds: z.array(idField('Please choose an add-on')).max(MAX_ADD_ONS).default([]),
  paymentMethodId: idField(PLAN_MESSAGES.cardRequired),
  agreeToTerms: z.literal(true, { error: PLAN_MESSAGES.agreeToTerms }),
});
export type JoinPlanRequest = z.input<typeof joinPlanSchema>;
export type JoinPlanInput = z.output<typeof joinPlanSchema>;

/** POST /api/plans/memberships/{id}/slot: a new standing slot, from the next visit not yet booked. */
export const changeSlotSchema = joinPlanSchema.pick({ weekday: true, window: true });
export type ChangeSlotRequest = z.input<typeof changeSlotSchema>;
export type ChangeSlotInput = z.output<typeof changeSlotSchema>;

/** POST /api/plans/memberships/{id}/car: another of the customer's cars, from the next visit not yet booked. */
export const changeCarSchema = z.object({ carId: idField(PLAN_MESSAGES.carRequired) });
export type ChangeCarInput = z.output<typeof changeCarSchema>;

/** POST /api/plans/memberships/{id}/pause: skip the next visits (within the plan's yearly allowance). */
export const pausePlanSchema = z.object({
  visits: z.coerce.number().int().min(1, 'Pause at least 1 visit').max(26),
});
export type PausePlanInput = z.output<typeof pausePlanSchema>;

/** A plan as the public and the customer see it. */
const planFields = {
  id: z.string(),
  name: z.string(),
  interval: z.enum(PLAN_INTERVALS),
  minimumVisits: z.number().int(),
  pausesPerYear: z.number().int(),
  terms: z.string(),
  isActive: z.boolean(),
  package: z.object({ id: z.string(), name: z.string(), prices: z.record(z.enum(VEHICLE_TYPES), z.string()) }),
  /** What a member pays per visit for each size ("79.00"). */
  memberPrices: z.record(z.enum(VEHICLE_TYPES), moneyText),
  /** What a member saves per visit for each size: the package's price less the member price. */
  savings: z.record(z.enum(VEHICLE_TYPES), moneyText),
  addOnDiscountPercent: z.number().int(),
};
export const planDtoSchema = z.object(planFields).meta({ id: 'Plan' });
export type PlanDto = z.infer<typeof planDtoSchema>;

export const planVisitDtoSchema = z
  .object({
    date: z.string(),
    status: z.enum(PLAN_VISIT_STATUSES),
    bookingId: z.string().nullable(),
    /** Why a visit was not placed or not paid, in words for the customer. */
    note: z.string().nullable(),
    /** A visit not paid: when its card hold is tried again (ISO instant); null when no retry is left (decision 0460). */
    nextPaymentRetryAt: z.string().nullable(),
  })
  .meta({ id: 'PlanVisit' });
export type PlanVisitDto = z.infer<typeof planVisitDtoSchema>;

/** A customer's membership of a plan. */
const membershipFields = {
  id: z.string(),
  plan: z.object({ id: planFields.id, name: planFields.name, interval: planFields.interval, minimumVisits: planFields.minimumVisits, pausesPerYear: planFields.pausesPerYear, terms: planFields.terms }),
  status: z.enum(MEMBERSHIP_STATUSES),
  vehicleType: z.enum(VEHICLE_TYPES),
  carId: z.string().nullable(),
  address: z.string(),
  city: z.string(),
  zipCode: z.string(),
  weekday: z.number().int(),
  window: z.enum(PLAN_WINDOWS),
  addOnIds: z.array(z.string()),
  /** The next visit not yet placed (YYYY-MM-DD, business calendar). */
  nextVisitDate: z.string(),
  /** A paused plan resumes with this visit (YYYY-MM-DD). */
  pausedUntil: z.string().nullable(),
  pausesLeft: z.number().int(),
  /** The last day a cancelled plan still has visits (the end of its minimum term). */
  endsOn: z.string().nullable(),
  termsAgreedAt: z.string(),
  /** When the last payment retry failed: no visits are placed until the card is updated (ISO instant); null when billing is in order. */
  paymentStoppedAt: z.string().nullable(),
  visits: z.array(planVisitDtoSchema),
};
export const membershipDtoSchema = z.object(membershipFields).meta({ id: 'Membership' });
export type MembershipDto = z.infer<typeof membershipDtoSchema>;

/** GET /api/plans/memberships/{id}/cancellation: the last day a cancellation now would keep visits. */
export const membershipCancellationDtoSchema = z.object({ endsOn: z.string() }).meta({ id: 'MembershipCancellation' });

/** GET /api/admin/plans/members: every membership with its customer. */
export const adminMembershipDtoSchema = z
  .object({ ...membershipFields, customer: z.object({ id: z.string(), firstName: z.string(), lastName: z.string(), email: z.string() }) })
  .meta({ id: 'AdminMembership' });
export type AdminMembershipDto = z.infer<typeof adminMembershipDtoSchema>;

/** GET /api/admin/plans: each plan with how many members it has and what they bring in. */
export const adminPlanDtoSchema = z
  .object({
    ...planFields,
    activeMembers: z.number().int(),
    /** The active members' visits at the package's price for each car, as a monthly average ("1234.56"). */
    monthlyRecurringRevenue: z.string(),
  })
  .meta({ id: 'AdminPlan' });
export type AdminPlanDto = z.infer<typeof adminPlanDtoSchema>;

/** POST /api/plans/card-update/{token}: the new card (saved in Payment Methods) for the plan; any visit still owed is charged at once. */
export const updatePlanCardSchema = z.object({ paymentMethodId: idField(PLAN_MESSAGES.cardRequired) });
export type UpdatePlanCardInput = z.output<typeof updatePlanCardSchema>;

/** GET /api/plans/card-update/{token}: what the emailed link to update a plan's card is about. */
export const planCardUpdateDtoSchema = z
  .object({
    membershipId: z.string(),
    planName: z.string(),
    /** The saved card the plan uses now (Payment Methods' id). */
    paymentMethodId: z.string(),
    /** What is owed for a visit whose payment failed and is still kept ("79.00"); null when nothing is. */
    amountDue: moneyText.nullable(),
    /** That visit's date (YYYY-MM-DD). */
    visitDate: z.string().nullable(),
    /** The plan stopped for payment: no visits are placed until the card is updated. */
    paymentStopped: z.boolean(),
    /** When the link stops working (ISO instant). */
    expiresAt: z.string(),
  })
  .meta({ id: 'PlanCardUpdate' });
export type PlanCardUpdateDto = z.infer<typeof planCardUpdateDtoSchema>;
