import { conflict, notFound } from '../common/api-exception';

/** The errors the privacy feature answers (codes in libs/contracts/src/errors.ts). */
export const PrivacyErrors = {
  notFound: () => notFound('Request not found'),
  alreadyRequested: () => conflict('DELETION_ALREADY_REQUESTED', 'You have already asked us to delete your account; we will email you when it is done.'),
  answered: () => conflict('REQUEST_ANSWERED', 'This request has already been answered.'),
};
