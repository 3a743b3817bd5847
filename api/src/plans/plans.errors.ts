import { ApiException, conflict, notFound } from '../common/api-exception';
import { PLAN_MESSAGES } from '@dd/contracts/plan';

/** The errors the plans feature answers (codes in libs/contracts/src/errors.ts). A membership of someone else's is "not found". */
export const PlanErrors = {
  planNotFound: () => notFound('Plan not found'),
  membershipNotFound: () => notFound('Plan membership not found'),
  planUnavailable: () => conflict('PLAN_UNAVAILABLE', PLAN_MESSAGES.planUnavailable),
  alreadyOnPlan: () => conflict('ALREADY_ON_PLAN', PLAN_MESSAGES.alreadyMember),
  notActive: () => conflict('PLAN_NOT_ACTIVE', PLAN_MESSAGES.notActive),
  pauseAllowance: (left: number) => new ApiException(409, 'PAUSE_ALLOWANCE_USED', PLAN_MESSAGES.pauseAllowance(left), { pausesLeft: left }),
};
