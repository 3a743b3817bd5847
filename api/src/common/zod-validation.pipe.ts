import type { PipeTransform } from '@nestjs/common';
import { badRequest } from './api-exception';
import type { ZodType } from 'zod';

/**
 * Validates a body or query with a zod schema from libs/contracts, so the API and the forms share
 * their rules and messages. A failure is a 400 whose message is the first problem, in plain words.
 */
export class ZodValidationPipe<T> implements PipeTransform<unknown, T> {
  constructor(readonly schema: ZodType<T>) {}

  transform(value: unknown): T {
    const result = this.schema.safeParse(value ?? {});
    if (result.success) return result.data;
    const fieldErrors: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const field = issue.path.join('.') || 'body';
      fieldErrors[field] ??= issue.message;
    }
    throw badRequest('VALIDATION_FAILED', Object.values(fieldErrors)[0], { error: 'Bad Request', fieldErrors });
  }
}

export const zodBody = <T>(schema: ZodType<T>) => new ZodValidationPipe(schema);
