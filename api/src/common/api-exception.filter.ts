import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { Response } from 'express';
import { defaultErrorCode, type ApiErrorBody, type ErrorCode } from '@dd/contracts/errors';

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
    const response = host.switchToHttp().getResponse<Response>();
    const body = errorBody(error);
    // A 5xx we chose to answer (busy, a gateway down) is one line; only the unexpected ones need a stack.
    if (body.statusCode >= 500 && error instanceof HttpException) this.logger.warn(`${body.statusCode} ${body.message}`);
    else if (body.statusCode >= 500) this.logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    if (response.headersSent) return;
    // A busy or limited answer may say when to come back (ApiException extra `retryAfterSeconds`).
    const retryAfter = (body as { retryAfterSeconds?: unknown }).retryAfterSeconds;
    if (typeof retryAfter === 'number') response.setHeader('Retry-After', String(retryAfter));
    response.status(body.statusCode).json(body);
  }
}
