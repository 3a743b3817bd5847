// A list of known breaches of a rule, kept in a JSON file, that may only shrink: a check fails on a
// breach not on the list, and on a listed breach that is gone (so whoever fixes one takes it off).
import { readFileSync, writeFileSync } from 'node:fs';

/** Compares today's `found` breaches (strings) with `file`'s list, or rewrites it with --write; exits 1 on any difference. */
export function ratchet({ file, found, rule, fix }) {
  const name = file.split('/').slice(-2).join('/');
  if (process.argv.includes('--write')) {
    writeFileSync(file, JSON.stringify(found, null, 2) + '\n');
    console.log(`${name}: ${found.length} known`);
    return;
  }
  const known = new Set(JSON.parse(readFileSync(file, 'utf8')));
  const added = found.filter((b) => !known.has(b));
  const gone = [...known].filter((b) => !found.includes(b));
  for (const b of added) console.error(`new breach of ${rule}: ${b}\n  ${fix}`);
  for (const b of gone) console.error(`fixed, so take it off ${name} (node ${process.argv[1].split('/').slice(-3).join('/')} --write): ${b}`);
  if (added.length || gone.length) process.exit(1);
  console.log(`${rule}: no new breach (${known.size} known, being removed)`);
}
