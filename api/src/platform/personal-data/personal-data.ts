import { DiscoveryService } from '@nestjs/core';
import type { EntityManager } from 'typeorm';

/** The person a request is about: their account and the ids of their bookings (what most tables hang on). */
export interface DataSubject {
  userId: string;
  bookingIds: string[];
}

/**
 * What one feature keeps about a person (a customer's right to know and to delete, CCPA): their copy
 * of it, and how it is forgotten. Each feature that owns such tables provides one, marked with
 * `@HoldsPersonalData({ tables })`; the privacy feature finds them all, and a test fails when a table
 * that names a person is in none.
 */
export interface PersonalData {
  /** The person's rows as plain JSON, by section (named for the reader, e.g. "cars"). */
  exportFor(subject: DataSubject, manager: EntityManager): Promise<Record<string, unknown>>;
  /**
   * Removes, or anonymises what the law requires us to keep (payment and tax records), inside the
   * erasing transaction; answers the stored files to delete once it has committed.
   */
  erase(subject: DataSubject, manager: EntityManager): Promise<string[]>;
}

export const HoldsPersonalData = DiscoveryService.createDecorator<{ tables: string[] }>();
