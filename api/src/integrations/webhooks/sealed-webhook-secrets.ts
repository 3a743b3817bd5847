import type { DataSource } from 'typeorm';
import type { SecretBox } from '../../platform/crypto/secret-box';
import { WebhookEndpointEntity } from './webhook-endpoint.entity';

/**
 * Seals again, with today's key, every webhook signing secret sealed with a previous SECRETS_KEY
 * (as sealStoredSecrets does for authenticator secrets), at start: a rotation is done by the first
 * start with the new key. Conditional on the value read, so instances starting together do it once.
 */
export async function sealWebhookSecrets(dataSource: DataSource, box: SecretBox): Promise<number> {
  const endpoints = dataSource.getRepository(WebhookEndpointEntity);
  const stale = (await endpoints.find({ select: { id: true, secretSealed: true } })).filter((row) => !box.isCurrent(row.secretSealed));
  for (const { id, secretSealed } of stale) await endpoints.update({ id, secretSealed }, { secretSealed: box.seal(box.open(secretSealed)) });
  return stale.length;
}
