import type { Messages } from '@lingui/core';

/**
 * The pseudo-locale (issue 45), for the browser tests only: every message of the English catalogs
 * with its letters accented and its vowels doubled, so it reads as English, is about 30% longer
 * (vowels are about a third of English letters) and is recognisable at a glance. A word of plain
 * English left on a screen in it is text that escaped the catalogs; a layout that breaks shows
 * where a longer language would break it. What Lingui's `pseudoLocale` does at extraction time,
 * done here to the compiled catalogs the apps load (they are compiled at build time, decision 0390).
 */
const ACCENTED: Record<string, string> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((letter, i) => [letter, [...'åƀçđéƒĝĥîĵķĺɱñöþǫŕšţûṽŵẋýžÅƁÇĐÉƑĜĤÎĴĶĹṀÑÖÞǪŔŠŢÛṼŴẊÝŽ'][i]]),
);
const VOWELS = /[aeiouAEIOU]/;

/** "Job Sheet" → "Ĵöößĥééţ": accented, each vowel doubled. */
export function pseudoText(text: string): string {
  let out = '';
  for (const char of text) out += VOWELS.test(char) ? ACCENTED[char].repeat(2) : (ACCENTED[char] ?? char);
  return out;
}

type Compiled = string | CompiledPart[];
type CompiledPart = string | [string, string?, Record<string, Compiled>?];

// A plural's options hold its `offset` (a number, or nothing) beside its forms.
const isMessage = (value: unknown): value is Compiled => typeof value === 'string' || Array.isArray(value);

/** A compiled message with its words changed and its `{arguments}`, plural and select keys kept. */
function pseudoMessage(message: Compiled): Compiled {
  if (typeof message === 'string') return pseudoText(message);
  return message.map((part) => {
    if (typeof part === 'string') return pseudoText(part);
    const [name, format, options] = part;
    if (!options || typeof options !== 'object') return part;
    return [name, format, Object.fromEntries(Object.entries(options).map(([key, branch]) => [key, isMessage(branch) ? pseudoMessage(branch) : branch]))];
  });
}

export function pseudolocalize(messages: Messages): Messages {
  return Object.fromEntries(Object.entries(messages).map(([id, message]) => [id, pseudoMessage(message as Compiled)]));
}
