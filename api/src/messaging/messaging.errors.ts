import { conflict, forbidden } from '../common/api-exception';

/** The errors the messaging feature answers (codes in libs/contracts/src/errors.ts). */
export const MessagingErrors = {
  /** A webhook that does not carry Twilio's signature over this URL and these parameters. */
  forgedWebhook: () => forbidden('The request is not signed by Twilio', 'WEBHOOK_INVALID'),
  textsOff: () => conflict('TEXTS_OFF', 'Texts are off: no SMS provider is set up, or the business settings switch texts off'),
  optedOut: () => conflict('TEXTS_OPTED_OUT', 'This number replied STOP: it gets no texts until it replies START'),
  noConversation: () => conflict('TEXTS_OFF', 'This customer has no phone number we text'),
};
