import { IsNull, Not, type DataSource } from 'typeorm';
import type { SecretBox } from '../../platform/crypto/secret-box';
import { UserEntity } from '../users/user.entity';

/**
 * Seals again, with today's key, every authenticator secret sealed with a previous key or stored
 * before sealing (or by the demo seed): a rotation is done by the first start with the new key.
 * Run at start with the migrations, before the app serves (a write later would hold back the
 * signed-in answers kept for replay). Conditional on the value read, so instances starting together
 * do it once. Returns how many it sealed.
 */
export async function sealStoredSecrets(dataSource: DataSource, box: SecretBox): Promise<number> {
  const users = dataSource.getRepository(UserEntity);
  const stale = (await users.find({ select: { id: true, totpSecret: true }, where: { totpSecret: Not(IsNull()) } })).filter((u) => !box.isCurrent(u.totpSecret!));
  for (const { id, totpSecret } of stale) await users.update({ id, totpSecret: totpSecret! }, { totpSecret: box.seal(box.open(totpSecret!)) });
  return stale.length;
}
