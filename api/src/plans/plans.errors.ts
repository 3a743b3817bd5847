import { ApiException, conflict, invalidField, notFound } from '../common/api-exception';
import { PLAN_MESSAGES } from '@dd/contracts/plan';

/** The errors the plans feature answers (codes in libs/contracts/src/errors.ts). A membership of someone else's is "not found". */
export const PlanErrors = {
  planNotFound: () => notFound('Plan not found'),
  membershipNotFound: () => notFound('Plan membership not found'),
  carNotFound: () => invalidField('carId', 'Car not found'),
  memberPriceAbovePackage: (size: string) => invalidField(`memberPrices.${size}`, PLAN_MESSAGES.memberPriceAbovePackage),
  planUnavailable: () => conflict('PLAN_UNAVAILABLE', PLAN_MESSAGES.planUnavailable),
  alreadyOnPlan: () => conflict('ALREADY_ON_PLAN', PLAN_MESSAGES.alreadyMember),
  notActive: () => conflict('PLAN_NOT_ACTIVE', PLAN_MESSAGES.notActive),
  nothingOwed: () => conflict('PLAN_NOTHING_OWED', PLAN_MESSAGES.nothingOwed),
  cardLinkInvalid: () => new ApiException(404, 'CARD_LINK_INVALID', PLAN_MESSAGES.cardLinkInvalid),
  cardLinkExpired: () => new ApiException(410, 'CARD_LINK_EXPIRED', PLAN_MESSAGES.cardLinkExpired),
  pauseAllowance: (left: number) => new ApiException(409, 'PAUSE_ALLOWANCE_USED', PLAN_MESSAGES.pauseAllowance(left), { pausesLeft: left }),
};
