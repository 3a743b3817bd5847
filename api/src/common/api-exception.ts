import { HttpException } from '@nestjs/common';
import type { ErrorCode } from '@dd/contracts/errors';

/**
 * An error with a stable code (libs/contracts/src/errors.ts), mapped to HTTP in one place
 * (ApiExceptionFilter). Services throw these; the UI branches on `code`.
 */
export class ApiException extends HttpException {
  constructor(
    status: number,
    readonly code: ErrorCode,
    message: string,
    extra: Record<string, unknown> = {},
  ) {
    super({ statusCode: status, message, code, ...extra }, status);
  }
}

export const badRequest = (code: ErrorCode, message: string, extra?: Record<string, unknown>) => new ApiException(400, code, message, extra);
export const notFound = (message: string, code: ErrorCode = 'NOT_FOUND') => new ApiException(404, code, message);
export const conflict = (code: ErrorCode, message: string, extra?: Record<string, unknown>) => new ApiException(409, code, message, extra);

/** A 400 about one field: the message, and the same under `fieldErrors[field]` for the form. */
export const invalidField = (field: string, message: string, code: ErrorCode = 'VALIDATION_FAILED') => badRequest(code, message, { fieldErrors: { [field]: message } });
export const unauthenticated = (message: string) => new ApiException(401, 'UNAUTHENTICATED', message);
export const forbidden = (message: string, code: ErrorCode = 'FORBIDDEN') => new ApiException(403, code, message);
