import { Logger } from '@nestjs/common';
import type { ErrorRequestHandler } from 'express';
import { sendError } from '../../common/api-exception.filter';

/**
 * The last word on errors that never reach a Nest route (body-parser refusing a body sent to a page
 * path, a static file that cannot be read): the API's JSON error shape instead of Express's HTML page,
 * and no stack for a client's mistake (Express's own handler prints one for every 4xx outside tests).
 */
export function lastErrorHandler(): ErrorRequestHandler {
  const logger = new Logger('Http');
  return (error: unknown, request, response, next) => {
    if (response.headersSent) return next(error);
    sendError(logger, error, request, response);
  };
}
