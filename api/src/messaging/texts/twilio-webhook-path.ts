/** Where Twilio posts the texts people send us; its signature covers PUBLIC_URL + this path. A file of its own so test tools outside Nest (the browser tests' Twilio stand-in) can read it. */
export const TWILIO_WEBHOOK_PATH = '/api/webhooks/twilio/sms';
