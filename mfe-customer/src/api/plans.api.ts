import { injectRemoteEndpoints } from '@dd/api-client';
import type { ChangeSlotRequest, JoinPlanRequest, MembershipDto, PlanDto } from '@dd/contracts/plan';

/** A customer's maintenance plans: the plans on offer, their own, join, pause, cancel (issue 42). */
export const plansApi = injectRemoteEndpoints('customer', (build) => ({
  getOfferedPlans: build.query<PlanDto[], void>({ query: () => '/plans', providesTags: ['Plan'] }),
  getMyPlans: build.query<MembershipDto[], void>({ query: () => '/plans/memberships/mine', providesTags: ['Plan'] }),
  joinPlan: build.mutation<MembershipDto, JoinPlanRequest & { planId: string }>({
    query: ({ planId, ...body }) => ({ url: `/plans/${encodeURIComponent(planId)}/join`, method: 'POST', body }),
    invalidatesTags: ['Plan'],
  }),
  getPlanCancellation: build.query<{ endsOn: string }, string>({ query: (id) => `/plans/memberships/${encodeURIComponent(id)}/cancellation` }),
  pausePlan: build.mutation<MembershipDto, { id: string; visits: number }>({
    query: ({ id, visits }) => ({ url: `/plans/memberships/${encodeURIComponent(id)}/pause`, method: 'POST', body: { visits } }),
    invalidatesTags: ['Plan'],
  }),
  changePlanSlot: build.mutation<MembershipDto, ChangeSlotRequest & { id: string }>({
    query: ({ id, ...body }) => ({ url: `/plans/memberships/${encodeURIComponent(id)}/slot`, method: 'POST', body }),
    invalidatesTags: ['Plan'],
  }),
  cancelPlan: build.mutation<MembershipDto, string>({
    query: (id) => ({ url: `/plans/memberships/${encodeURIComponent(id)}/cancel`, method: 'POST' }),
    invalidatesTags: ['Plan'],
  }),
}));

export const { useCustomerGetOfferedPlansQuery, useCustomerGetMyPlansQuery, useCustomerJoinPlanMutation, useCustomerGetPlanCancellationQuery, useCustomerPausePlanMutation, useCustomerChangePlanSlotMutation, useCustomerCancelPlanMutation } = plansApi;
