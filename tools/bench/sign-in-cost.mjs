// What one sign-in's password check costs (issue 40): argon2id verifications with the parameters the API
// hashes new passwords with (api/src/identity/users/password-hasher.ts: the argon2 package's defaults),
// one at a time and with as many at once as the machine has cores. Sizing for a morning rush follows from it.
import { availableParallelism } from 'node:os';
import { argon2id, hash, verify } from 'argon2';

const PASSWORD = 'a-morning-rush-password-1';

export async function signInCost({ runs = 20 } = {}) {
  const stored = await hash(PASSWORD, { type: argon2id });
  await verify(stored, PASSWORD); // warm-up
  const measure = async (atOnce) => {
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    for (let done = 0; done < runs; done += atOnce) await Promise.all(Array.from({ length: atOnce }, () => verify(stored, PASSWORD)));
    const seconds = (performance.now() - started) / 1000;
    const cpu = process.cpuUsage(cpuBefore);
    const checks = Math.ceil(runs / atOnce) * atOnce;
    return { perSecond: checks / seconds, cpuMsEach: (cpu.user + cpu.system) / 1000 / checks, wallMsEach: (seconds * 1000 * atOnce) / checks };
  };
  const cores = availableParallelism();
  return { parameters: stored.split('$')[3], cores, alone: await measure(1), allCores: await measure(cores) };
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(JSON.stringify(await signInCost(), null, 2));
