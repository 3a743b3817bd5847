import type { ValueTransformer } from 'typeorm';

/** bigint comes back as a string from MySQL (bigNumberStrings) and a number from SQLite; code sees a number. */
export const epochMillisTransformer: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | number | null) => (value == null ? value : Number(value)),
};
