import { QueryFailedError } from 'typeorm';

/**
 * A unique or primary key violation, recognised by the driver's error code on MySQL/MariaDB
 * (ER_DUP_ENTRY, errno 1062) and SQLite (SQLITE_CONSTRAINT_UNIQUE / _PRIMARYKEY), never by message text.
 */
export function isUniqueViolation(error: unknown): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const driverError = (error as QueryFailedError & { driverError?: { code?: string; errno?: number } }).driverError;
  const code = driverError?.code;
  return code === 'ER_DUP_ENTRY' || driverError?.errno === 1062 || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/** Errors worth trying again as they are (the database chose this transaction as a deadlock victim, or was busy). */
export function isTransient(error: unknown): boolean {
  const e = error as { code?: string; driverError?: { code?: string } };
  const code = e?.driverError?.code ?? e?.code;
  return code === 'ER_LOCK_DEADLOCK' || code === 'ER_LOCK_WAIT_TIMEOUT' || code === 'SQLITE_BUSY';
}
