/** A booking's logged change, as far as On my way needs it. */
export interface LoggedChange {
  type: string;
  details: Record<string, unknown>;
}

/** The changes after which an On my way no longer stands: another DAD, or another time (the tracking link is called off). */
const NEW_PLAN = new Set(['dad_assigned', 'rescheduled']);

/**
 * The On my way of the job as it now stands (issue 43), from its log (oldest first): the last
 * `dad_on_the_way` after the job's last reassignment or move, or null. A DAD given the job after
 * another set out (or the same job moved) sets out anew, and the customer gets a new link.
 */
export function standingOnTheWay<E extends LoggedChange>(events: readonly E[]): E | null {
  let told: E | null = null;
  for (const event of events) {
    if (event.type === 'dad_on_the_way') told = event;
    else if (NEW_PLAN.has(event.type)) told = null;
  }
  return told;
}
