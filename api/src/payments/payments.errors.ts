import { ApiException, conflict } from '../common/api-exception';

/**
 * The errors the payments feature answers, one named error each with its own code
 * (libs/contracts/src/errors.ts), so the UI can tell "already paid" from "the card hold ended".
 */
export const PaymentErrors = {
  alreadyPaid: () => conflict('ALREADY_PAID', 'This booking has already been paid'),
  notPayable: () => conflict('NOT_PAYABLE', 'This booking can no longer be paid'),
  nothingToPay: () => conflict('NOTHING_TO_PAY', 'This booking has nothing to pay by card'),
  inProgress: () => conflict('PAYMENT_IN_PROGRESS', 'This booking is being paid already. Please reload the page.'),
  notStarted: () => conflict('PAYMENT_NOT_STARTED', 'This booking has no payment to confirm yet'),
  canceled: () => conflict('PAYMENT_CANCELED', 'This payment was canceled. Please start the payment again.'),
  notConfirmed: () => conflict('PAYMENT_NOT_CONFIRMED', 'The card has not been confirmed yet. Please complete the payment.'),
  mismatch: () => conflict('PAYMENT_MISMATCH', "The payment does not match this booking's. Reload the booking and try again."),
  changedWhileReleasing: () => conflict('PAYMENT_CHANGED', 'The payment changed while it was being released. Please try again.'),
  holdEnded: () => conflict('CARD_HOLD_ENDED', 'The card hold has ended, so this payment can no longer be captured'),
  holdEndedForFee: () => conflict('CARD_HOLD_ENDED', 'The card hold has ended, so the fee could not be charged'),
  notCaptured: (status: string) => conflict('CAPTURE_FAILED', `The payment could not be captured (it is ${status})`),
  alreadyCaptured: () => conflict('ALREADY_CAPTURED', 'This payment has already been captured; it can only be refunded'),
  feeNotCharged: (status: string) => conflict('FEE_NOT_CHARGED', `The fee could not be charged (the payment is ${status})`),
  providerFailed: (what: string) => new ApiException(502, 'PAYMENT_PROVIDER_FAILED', `The payment provider could not ${what}. Please try again.`, { error: 'Bad Gateway' }),
  webhookInvalid: (message: string) => new ApiException(400, 'WEBHOOK_INVALID', message),
};
