/**
 * Prints the operations.json each named remote's build would write (its calls, and what each sends),
 * without building it: `npx jiti tools/rspack/operations.ts admin dad` prints `{ "admin": [...], ... }`.
 * tools/remote-contract.test.mjs checks the current remotes with it.
 */
import path from 'node:path';
import type { RemoteName } from '../../libs/contracts/src/routes';
import { recordedOperations } from './with-module-federation';

const remotes = process.argv.slice(2) as RemoteName[];
const root = path.resolve(__dirname, '../..');
const operations: Record<string, unknown> = {};
for (const remote of remotes) operations[remote] = await recordedOperations(path.join(root, `mfe-${remote}`), remote);
process.stdout.write(JSON.stringify(operations));
