import { z } from 'zod';

/**
 * GET /api/admin/plans/summary: the owner's figures of the maintenance plans (issue 42): members,
 * monthly recurring revenue, failed payments, recovered revenue (decision 0471), churn (decision 0470) and the plan visits placed on each
 * DAD's route in the weeks ahead.
 */

/** The window of churn and of recovered revenue: the last 30 days. */
export const CHURN_DAYS = 30;
/** How many weeks ahead the plan visits per DAD are counted: this ISO week and the 8 after it, so every visit placed (eight weeks ahead) is in them. */
export const PLAN_WEEKS_AHEAD = 9;

export const planChurnDtoSchema = z
  .object({
    /** The window, in days, ending now. */
    periodDays: z.number().int(),
    /** Memberships live (joined, not cancelled) when the window began. */
    membersAtStart: z.number().int(),
    /** Of those, how many cancelled within the window. */
    cancelled: z.number().int(),
    /** cancelled / membersAtStart as a percent with one decimal ("12.5"); null when no one was a member at the start. */
    percent: z.string().nullable(),
  })
  .meta({ id: 'PlanChurn' });
export type PlanChurnDto = z.infer<typeof planChurnDtoSchema>;

export const planRecoveredDtoSchema = z
  .object({
    /** The window, in days, ending now. */
    periodDays: z.number().int(),
    /** Plan visits whose declined payment a retry or the customer's card update held after all, within the window. */
    payments: z.number().int(),
    /** What those holds were for ("123.45"): revenue that would have been lost. */
    amount: z.string(),
  })
  .meta({ id: 'PlanRecovered' });
export type PlanRecoveredDto = z.infer<typeof planRecoveredDtoSchema>;

export const planWeekDtoSchema = z
  .object({
    /** The ISO week ("2026-W49"). */
    isoWeek: z.string(),
    /** Its Monday (YYYY-MM-DD, business calendar). */
    startsOn: z.string(),
  })
  .meta({ id: 'PlanWeek' });
export type PlanWeekDto = z.infer<typeof planWeekDtoSchema>;

export const planDadWeeksDtoSchema = z
  .object({
    /** The DAD's user id; null for placed visits whose booking has no DAD yet. */
    dadId: z.string().nullable(),
    name: z.string(),
    /** Placed plan visits in each week of `weeks`, in order. */
    visits: z.array(z.number().int()),
  })
  .meta({ id: 'PlanDadWeeks' });
export type PlanDadWeeksDto = z.infer<typeof planDadWeeksDtoSchema>;

export const adminPlanSummaryDtoSchema = z
  .object({
    /** Memberships active now (not paused, not cancelled). */
    activeMembers: z.number().int(),
    pausedMembers: z.number().int(),
    /** Live memberships whose latest visit's payment failed. */
    failedPayments: z.number().int(),
    /** The active members' visits at each car's member price, as a monthly average ("1234.56"), all plans together. */
    monthlyRecurringRevenue: z.string(),
    churn: planChurnDtoSchema,
    /** Failed payments recovered in the last 30 days (decision 0471). */
    recovered: planRecoveredDtoSchema,
    /** From today to the end of the 8th ISO week, starting with this one. */
    weeks: z.array(planWeekDtoSchema),
    /** Each DAD with placed plan visits in those weeks, by name. */
    visitsPerDadWeek: z.array(planDadWeeksDtoSchema),
  })
  .meta({ id: 'AdminPlanSummary' });
export type AdminPlanSummaryDto = z.infer<typeof adminPlanSummaryDtoSchema>;
