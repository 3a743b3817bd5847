// A list of known breaches of a rule, kept in a JSON file, that may only shrink: a check fails on a
// breach not on the list, and on a listed breach that is gone (so whoever fixes one takes it off).
// `--write` takes off what is gone and never adds: a new breach fails with or without it.
import { readFileSync, writeFileSync } from 'node:fs';

/** Today's `found` breaches against the `known` list: what is new, what is gone, and the list shrunk to what is still found. */
export function compare(known, found) {
  const listed = new Set(known);
  return {
    added: found.filter((b) => !listed.has(b)),
    gone: known.filter((b) => !found.includes(b)),
    kept: known.filter((b) => found.includes(b)),
  };
}

/** Compares today's `found` breaches (strings) with `file`'s list, or shrinks it with --write; exits 1 on a new breach, and (without --write) on one gone. */
export function ratchet({ file, found, rule, fix }) {
  const name = file.split('/').slice(-2).join('/');
  const { added, gone, kept } = compare(JSON.parse(readFileSync(file, 'utf8')), found);
  for (const b of added) console.error(`new breach of ${rule}: ${b}\n  ${fix}`);
  if (process.argv.includes('--write')) {
    writeFileSync(file, JSON.stringify(kept, null, 2) + '\n');
    console.log(`${name}: ${kept.length} known${gone.length ? `, ${gone.length} taken off` : ''}`);
    if (added.length) process.exit(1);
    return;
  }
  for (const b of gone) console.error(`fixed, so take it off ${name} (node ${process.argv[1].split('/').slice(-3).join('/')} --write): ${b}`);
  if (added.length || gone.length) process.exit(1);
  console.log(`${rule}: no breach${kept.length ? ` but the ${kept.length} known, being removed` : ''}`);
}
