import type { RequestListener } from 'node:http';
import { Logger } from '@nestjs/common';
import type { ApiErrorBody } from '@dd/contracts/errors';
import { pathOf, requestIdOf } from '../observability/request-log';
import { errorLanguage, translatedError } from '../../common/error-language';

const logger = new Logger('Http');

/**
 * No request waits without bound: one still unanswered after `ms` gets 503 REQUEST_TIMEOUT (with
 * Retry-After) and a log line naming it, whatever it waits on. The work itself is not stopped (the
 * database's own statement and pool timeouts end that); what it sends later is dropped. A response
 * already streaming is left alone.
 */
export function withDeadline(listener: RequestListener, ms: number): RequestListener {
  return (request, response) => {
    const timer = setTimeout(() => {
      if (response.headersSent) return;
      logger.error(`${request.method} ${pathOf(request)} did not answer within ${ms} ms; answered 503`);
      const english: ApiErrorBody = { statusCode: 503, message: 'This is taking too long. Please try again in a moment.', code: 'REQUEST_TIMEOUT', error: 'Service Unavailable', requestId: requestIdOf(request) };
      const language = errorLanguage(request);
      const body = translatedError(english, language);
      response.writeHead(503, { 'Content-Type': 'application/json; charset=utf-8', 'Retry-After': '2', 'Cache-Control': 'no-store', Vary: 'Accept-Language', 'Content-Language': language });
      response.end(JSON.stringify(body));
    }, ms);
    timer.unref();
    response.on('close', () => clearTimeout(timer));
    listener(request, response);
  };
}
