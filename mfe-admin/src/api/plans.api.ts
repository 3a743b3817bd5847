import { injectRemoteEndpoints } from '@dd/api-client';
import type { AdminMembershipDto, AdminPlanDto, CreatePlanRequest } from '@dd/contracts/plan';

/** The owner's maintenance plans and their members (issue 42). */
export const adminPlansApi = injectRemoteEndpoints('admin', (build) => ({
  getPlans: build.query<AdminPlanDto[], void>({ query: () => '/admin/plans', providesTags: ['Plan'] }),
  getPlanMembers: build.query<AdminMembershipDto[], void>({ query: () => '/admin/plans/members', providesTags: ['Plan'] }),
  createPlan: build.mutation<AdminPlanDto, CreatePlanRequest>({ query: (body) => ({ url: '/admin/plans', method: 'POST', body }), invalidatesTags: ['Plan'] }),
}));

export const { useAdminGetPlansQuery, useAdminGetPlanMembersQuery, useAdminCreatePlanMutation } = adminPlansApi;
