import { injectRemoteEndpoints } from '@dd/api-client';
import type { AdminMembershipDto, AdminPlanDto, CreatePlanRequest } from '@dd/contracts/plan';
import type { AdminPlanSummaryDto } from '@dd/contracts/plan-summary';

/** The owner's maintenance plans and their members (issue 42). */
export const adminPlansApi = injectRemoteEndpoints('admin', (build) => ({
  getPlans: build.query<AdminPlanDto[], void>({ query: () => '/admin/plans', providesTags: ['Plan'] }),
  getPlanSummary: build.query<AdminPlanSummaryDto, void>({ query: () => '/admin/plans/summary', providesTags: ['Plan'] }),
  getPlanMembers: build.query<AdminMembershipDto[], void>({ query: () => '/admin/plans/members', providesTags: ['Plan'] }),
  /** Retry now: what the plan owes, charged on its card at once (a decline answers 402 with the card's message). */
  retryPlanPayment: build.mutation<AdminMembershipDto, string>({ query: (id) => ({ url: `/admin/plans/memberships/${id}/retry-payment`, method: 'POST' }), invalidatesTags: ['Plan'] }),
  createPlan: build.mutation<AdminPlanDto, CreatePlanRequest>({ query: (body) => ({ url: '/admin/plans', method: 'POST', body }), invalidatesTags: ['Plan'] }),
}));

export const { useAdminGetPlansQuery, useAdminGetPlanSummaryQuery, useAdminGetPlanMembersQuery, useAdminCreatePlanMutation, useAdminRetryPlanPaymentMutation } = adminPlansApi;
