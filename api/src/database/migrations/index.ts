import { InitialSchema1795255200000 } from './1795255200000-initial-schema';

/** In order. Listed explicitly (no glob) because the API is bundled. */
export const MIGRATIONS = [InitialSchema1795255200000];
