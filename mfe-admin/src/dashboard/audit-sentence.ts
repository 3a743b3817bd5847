/** What each kind of thing in the change log is called in a sentence. */
const NOUNS: Record<string, string> = {
  settings: 'the settings',
  dad: 'a DAD',
  add_on: 'an add-on',
  package: 'a package',
  review: 'a review',
  booking: 'a booking',
  privacy_request: 'a privacy request',
};

/** Actions whose words do not follow from their name. */
const VERBS: Record<string, (noun: string) => string> = {
  tip_refunded: (noun) => `refunded the tip of ${noun}`,
};

/**
 * "updated the settings", "changed the coverage of a DAD": a change log entry's action and kind of
 * thing as the owner reads them (the log stores codes: `coverage_changed`, `dad`).
 */
export function auditSentence(action: string, entityType: string): string {
  const noun = NOUNS[entityType] ?? `a ${entityType.replace(/_/g, ' ')}`;
  const special = VERBS[action];
  if (special) return special(noun);
  const changed = /^(.+)_changed$/.exec(action);
  if (changed) return `changed the ${changed[1].replace(/_/g, ' ')} of ${noun}`;
  return `${action.replace(/_/g, ' ')} ${noun}`;
}
