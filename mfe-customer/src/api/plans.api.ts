import { injectRemoteEndpoints } from '@dd/api-client';
import type { ChangeCarInput, ChangeSlotRequest, JoinPlanRequest, MembershipDto, PlanCardUpdateDto, PlanDto } from '@dd/contracts/plan';

/** A customer's maintenance plans: the plans on offer, their own, join, pause, move, change the car, cancel (issue 42). */
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
  changePlanCar: build.mutation<MembershipDto, ChangeCarInput & { id: string }>({
    query: ({ id, ...body }) => ({ url: `/plans/memberships/${encodeURIComponent(id)}/car`, method: 'POST', body }),
    invalidatesTags: ['Plan'],
  }),
  /** The emailed link to update a plan's card after a declined payment (decision 0460). */
  getPlanCardUpdate: build.query<PlanCardUpdateDto, string>({ query: (token) => `/plans/card-update/${encodeURIComponent(token)}`, providesTags: ['Plan'] }),
  updatePlanCard: build.mutation<MembershipDto, { token: string; paymentMethodId: string }>({
    query: ({ token, paymentMethodId }) => ({ url: `/plans/card-update/${encodeURIComponent(token)}`, method: 'POST', body: { paymentMethodId } }),
    invalidatesTags: ['Plan'],
  }),
  cancelPlan: build.mutation<MembershipDto, string>({
    query: (id) => ({ url: `/plans/memberships/${encodeURIComponent(id)}/cancel`, method: 'POST' }),
    invalidatesTags: ['Plan'],
  }),
}));

export const { useCustomerGetOfferedPlansQuery, useCustomerGetMyPlansQuery, useCustomerJoinPlanMutation, useCustomerGetPlanCancellationQuery, useCustomerPausePlanMutation, useCustomerChangePlanSlotMutation, useCustomerChangePlanCarMutation, useCustomerCancelPlanMutation, useCustomerGetPlanCardUpdateQuery, useCustomerUpdatePlanCardMutation } = plansApi;
