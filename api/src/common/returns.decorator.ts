import { applyDecorators, SetMetadata } from '@nestjs/common';
import type { ZodType } from 'zod';

export const RESPONSE_SCHEMA = 'contract:response';
/** Other statuses the handler answers with the same shape (readiness: 503 `unavailable`). */
export const RESPONSE_ALSO_FOR = 'contract:response-also-for';

/**
 * What a handler answers, as a zod schema from libs/contracts (the TypeScript type is inferred from
 * it). The OpenAPI document takes it from here, and with the contract check on (tests) a response
 * that does not match it, an extra field included, fails. Pass `[schema]` for an array.
 */
export const Returns = (schema: ZodType | [ZodType], { alsoFor = [] }: { alsoFor?: number[] } = {}) =>
  applyDecorators(SetMetadata(RESPONSE_SCHEMA, schema), SetMetadata(RESPONSE_ALSO_FOR, alsoFor));

export const REQUEST_SCHEMA = 'contract:request';

/**
 * The body a handler takes when something before it validates it rather than a `zodBody` pipe (the
 * sign-in's guard): the OpenAPI document takes the request body from here.
 */
export const Takes = (schema: ZodType) => SetMetadata(REQUEST_SCHEMA, schema);
