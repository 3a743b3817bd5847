import { Injectable, Logger } from '@nestjs/common';
import { EventEmitter2, OnEvent } from '@nestjs/event-emitter';
import type { EntityManager } from 'typeorm';

/**
 * Every event the features announce, by name. The platform knows none of them: each feature adds
 * its own in `<feature>.events.ts` by declaration merging, e.g.
 *   declare module '../platform/events/events' { interface EventMap { 'booking.cancelled': BookingCancelled } }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the features
export interface EventMap {}

export type EventName = keyof EventMap;

/** What an event carries inside the transaction that made it: the change's manager, for handlers that must commit with it. */
export interface InTransaction {
  manager: EntityManager;
}

const COMMITTED = ':committed';

/**
 * Handles `name` inside the emitting transaction, in turn with the other handlers: it writes with
 * `event.manager` (never the pool: the request already holds its one connection), and a handler
 * that throws rolls the whole change back. For what must commit with the change: time claims,
 * reward credit, outbox messages, points.
 */
export const OnChange = (name: EventName) => OnEvent(name, { suppressErrors: false });

/**
 * Handles `name` once its transaction has committed: gateway calls and other slow or outside work
 * (releasing a card hold, charging a fee). A failure is logged and does not undo the change; the
 * sweeping jobs that already exist for each kind of work (card holds, outbox) pick up what is left.
 */
export const AfterCommit = (name: EventName) => OnEvent(name + COMMITTED, { suppressErrors: false });

/**
 * What the features announce, through @nestjs/event-emitter. Handlers run in turn, not at once:
 * in-transaction ones share one connection, and their order is the modules' order, so a log reads
 * the same on every run.
 */
@Injectable()
export class Events {
  private readonly logger = new Logger('Events');

  constructor(private readonly emitter: EventEmitter2) {}

  /** Inside the change's transaction: runs every `@OnChange(name)` handler; the first that throws aborts the change. */
  async emit<K extends EventName>(name: K, event: EventMap[K]): Promise<void> {
    for (const handler of this.emitter.listeners(name)) await handler(event);
  }

  /** After the change's transaction committed: runs every `@AfterCommit(name)` handler; each failure is logged, none stops the others. */
  async committed<K extends EventName>(name: K, event: EventMap[K]): Promise<void> {
    for (const handler of this.emitter.listeners(name + COMMITTED)) {
      try {
        await handler(event);
      } catch (error) {
        this.logger.warn(`${name}: an after-commit handler failed: ${(error as Error).message}`);
      }
    }
  }
}
