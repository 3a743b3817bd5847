import { type ArgumentMetadata, Injectable, type PipeTransform } from '@nestjs/common';
import { isId } from '@dd/contracts/ids';
import { badRequest } from './api-exception';

/** A route parameter named `id` or `…Id` holds a record's id. */
const isIdParam = ({ type, data }: ArgumentMetadata) => type === 'param' && typeof data === 'string' && (data === 'id' || data.endsWith('Id'));

/**
 * Global: every id in a route path must be a UUID, exactly (MySQL's collation would match "<id> " to
 * "<id>"), so a loose id is a 400 at the edge and never reaches a query. Body and query ids are
 * checked by their zod schemas (idField in @dd/contracts/ids).
 */
@Injectable()
export class IdParamPipe implements PipeTransform<unknown> {
  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    if (!isIdParam(metadata) || isId(value)) return value;
    const message = `${metadata.data} must be a valid id (a UUID)`;
    throw badRequest('VALIDATION_FAILED', message, { error: 'Bad Request', fieldErrors: { [metadata.data!]: message } });
  }
}
