import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { defaultErrorCode, type ApiErrorBody, type ErrorCode } from '@dd/contracts/errors';
import { isDatabaseBusy } from '../platform/database/database-pool';
import { requestIdOf } from '../platform/observability/request-log';
import { errorLanguage, translatedError } from './error-language';

/** What a request that found the database too busy hears (and when to come back). */
export const DATABASE_BUSY_BODY = {
  statusCode: 503,
  message: 'We are very busy right now. Please try again in a moment.',
  code: 'DATABASE_BUSY',
  error: 'Service Unavailable',
  retryAfterSeconds: 2,
} as const satisfies ApiErrorBody & { retryAfterSeconds: number };

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  503: 'Service Unavailable',
};

/** An http-errors style error (body-parser's 400/413/415): a client error, not ours. */
function clientErrorStatus(error: unknown): number | null {
  if (typeof error !== 'object' || error === null) return null;
  const status = (error as { status?: unknown; statusCode?: unknown }).status ?? (error as { statusCode?: unknown }).statusCode;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : null;
}

/** Nest's `{ statusCode, message, error, fieldErrors? }`, with `message` one line and a `code` always. */
export function errorBody(error: unknown): ApiErrorBody {
  if (error instanceof HttpException) {
    const status = error.getStatus();
    const response = error.getResponse();
    const fields = typeof response === 'object' && response !== null ? (response as Record<string, unknown>) : { message: response };
    const rawMessage = fields.message;
    const message = Array.isArray(rawMessage) ? rawMessage.join('; ') : typeof rawMessage === 'string' ? rawMessage : error.message;
    const code = (typeof fields.code === 'string' ? fields.code : defaultErrorCode(status)) as ErrorCode;
    return {
      ...fields,
      statusCode: status,
      message,
      code,
      error: typeof fields.error === 'string' ? fields.error : (STATUS_TEXT[status] ?? (status >= 500 ? 'Internal Server Error' : 'Error')),
    };
  }
  if (isDatabaseBusy(error)) return { ...DATABASE_BUSY_BODY };
  const status = clientErrorStatus(error);
  if (status !== null) {
    const exposed = (error as { expose?: boolean; message?: string }).expose ? (error as { message: string }).message : STATUS_TEXT[status];
    return { statusCode: status, message: exposed ?? 'Bad Request', code: defaultErrorCode(status), error: STATUS_TEXT[status] ?? 'Error' };
  }
  return { statusCode: 500, message: 'Internal server error', code: 'INTERNAL', error: 'Internal Server Error' };
}

/** Every error the API answers goes through here: one body shape, one place that maps codes to HTTP. */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('Http');

  catch(error: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    sendError(this.logger, error, http.getRequest<Request>(), http.getResponse<Response>());
  }
}

/**
 * Answers an error in the one shape, from a route (ApiExceptionFilter) or a middleware (lastErrorHandler).
 * A 5xx we chose to answer (busy, a gateway down) is logged in one line naming the request; only the
 * unexpected ones need a stack.
 */
export function sendError(logger: Logger, error: unknown, request: Request, response: Response): void {
  // The request deadline answered already (and said so); what the route sends later is dropped.
  if (response.headersSent && (error as { code?: unknown } | null)?.code === 'ERR_HTTP_HEADERS_SENT') return;
  const body = errorBody(error);
  const what = `${request.method} ${request.path}`;
  if (body.statusCode >= 500 && (error instanceof HttpException || isDatabaseBusy(error))) logger.warn(`${what}: ${body.statusCode} ${error instanceof Error ? error.message : body.message}`);
  else if (body.statusCode >= 500) logger.error(`${what}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  if (response.headersSent) return;
  // A busy or limited answer may say when to come back (ApiException extra `retryAfterSeconds`).
  const retryAfter = (body as { retryAfterSeconds?: unknown }).retryAfterSeconds;
  if (typeof retryAfter === 'number') response.setHeader('Retry-After', String(retryAfter));
  // The words in the language the request asks (decision 0477); the log above keeps the English.
  const language = errorLanguage(request);
  response.vary('Accept-Language');
  response.setHeader('Content-Language', language);
  // Support finds the request's log line by the id the person reads out.
  response.status(body.statusCode).json({ ...translatedError(body, language), requestId: requestIdOf(request) });
}
