import { invalidField, notFound } from '../../common/api-exception';

/** The errors the webhooks feature answers (codes in libs/contracts/src/errors.ts). */
export const WebhooksErrors = {
  endpointNotFound: () => notFound('Webhook endpoint not found'),
  deliveryNotFound: () => notFound('Webhook delivery not found'),
  /** SSRF care: in production a webhook never goes to this network's own addresses. */
  urlRefused: (reason: string) => invalidField('url', `This URL cannot receive webhooks: ${reason}`, 'WEBHOOK_URL_REFUSED'),
};
