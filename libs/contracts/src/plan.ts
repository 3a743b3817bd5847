import { z } from 'zod';
import { requiredText } from './auth';
import { VEHICLE_TYPES, type VehicleType } from './enums';
import { idField, optionalIdField } from './ids';

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
} as const;

/** POST /api/admin/plans: a plan the owner offers. */
export const createPlanSchema = z.object({
  name: requiredText('Name is required').max(100, 'Name must be at most 100 characters'),
  packageId: idField('Please choose a package'),
  interval: z.enum(PLAN_INTERVALS, { error: 'Please choose how often' }),
  minimumVisits: z.coerce.number().int().min(1, 'The minimum term is at least 1 visit').max(52),
  pausesPerYear: z.coerce.number().int().min(0).max(26),
  terms: requiredText('Please write the cancellation terms').max(2000, 'Terms must be at most 2000 characters'),
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
  paymentMethodId: idField(PLAN_MESSAGES.cardRequired),
  agreeToTerms: z.literal(true, { error: PLAN_MESSAGES.agreeToTerms }),
});
export type JoinPlanRequest = z.input<typeof joinPlanSchema>;
export type JoinPlanInput = z.output<typeof joinPlanSchema>;

/** POST /api/plans/memberships/{id}/slot: a new standing slot, from the next visit not yet booked. */
export const changeSlotSchema = joinPlanSchema.pick({ weekday: true, window: true });
export type ChangeSlotRequest = z.input<typeof changeSlotSchema>;
export type ChangeSlotInput = z.output<typeof changeSlotSchema>;

/** POST /api/plans/memberships/{id}/pause: skip the next visits (within the plan's yearly allowance). */
export const pausePlanSchema = z.object({
  visits: z.coerce.number().int().min(1, 'Pause at least 1 visit').max(26),
});
export type PausePlanInput = z.output<typeof pausePlanSchema>;

/** A plan as the public and the customer see it. */
export interface PlanDto {
  id: string;
  name: string;
  interval: PlanInterval;
  minimumVisits: number;
  pausesPerYear: number;
  terms: string;
  isActive: boolean;
  package: { id: string; name: string; prices: Record<VehicleType, string> };
}

export interface PlanVisitDto {
  date: string;
  status: PlanVisitStatus;
  bookingId: string | null;
  /** Why a visit was not placed or not paid, in words for the customer. */
  note: string | null;
}

/** A customer's membership of a plan. */
export interface MembershipDto {
  id: string;
  plan: Pick<PlanDto, 'id' | 'name' | 'interval' | 'minimumVisits' | 'pausesPerYear' | 'terms'>;
  status: MembershipStatus;
  vehicleType: VehicleType;
  carId: string | null;
  address: string;
  city: string;
  zipCode: string;
  weekday: number;
  window: PlanWindow;
  /** The next visit not yet placed (YYYY-MM-DD, business calendar). */
  nextVisitDate: string;
  /** A paused plan resumes with this visit (YYYY-MM-DD). */
  pausedUntil: string | null;
  pausesLeft: number;
  /** The last day a cancelled plan still has visits (the end of its minimum term). */
  endsOn: string | null;
  termsAgreedAt: string;
  visits: PlanVisitDto[];
}

/** GET /api/admin/plans/members: every membership with its customer. */
export interface AdminMembershipDto extends MembershipDto {
  customer: { id: string; firstName: string; lastName: string; email: string };
}

/** GET /api/admin/plans: each plan with how many members it has and what they bring in. */
export interface AdminPlanDto extends PlanDto {
  activeMembers: number;
  /** The active members' visits at the package's price for each car, as a monthly average ("1234.56"). */
  monthlyRecurringRevenue: string;
}
