import { SetMetadata } from '@nestjs/common';
import type { ZodType } from 'zod';

export const RESPONSE_SCHEMA = 'contract:response';

/**
 * What a handler answers, as a zod schema from libs/contracts (the TypeScript type is inferred from
 * it). The OpenAPI document takes it from here, and with the contract check on (tests) a response
 * that does not match it, an extra field included, fails. Pass `[schema]` for an array.
 */
export const Returns = (schema: ZodType | [ZodType]) => SetMetadata(RESPONSE_SCHEMA, schema);
