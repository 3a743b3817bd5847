import { fetchBaseQuery, type BaseQueryFn, type FetchArgs } from '@reduxjs/toolkit/query';
import type { ApiErrorBody, ErrorCode } from '@dd/contracts/errors';
import { isLanguage } from '@dd/contracts/language';
import { askForStepUp } from './step-up';

/**
 * Every failed call, in the spec's form (customer-side §7): `message` is
 * `${status}: ${responseText || statusText}`. `body` is the parsed JSON body when there is one
 * (the API sends `{statusCode, message, error?, fieldErrors?}`), else the raw text.
 *
 * `status` is the HTTP status, or one of RTK Query's codes when no response came
 * ('FETCH_ERROR', 'TIMEOUT_ERROR') or the body of a success could not be parsed ('PARSING_ERROR').
 * `code` is the body's machine-readable code (contracts/errors.ts): what screens branch on.
 */
export interface ApiError {
  status: number | 'FETCH_ERROR' | 'PARSING_ERROR' | 'TIMEOUT_ERROR';
  message: string;
  code?: ErrorCode;
  body?: ApiErrorBody | string;
}



export const API_BASE_URL = '/api';

let apiBaseUrl = API_BASE_URL;

/** Where the API lives: `/api` on the page's origin unless set (tests, other deployments). */
export function setApiBaseUrl(url: string): void {
  apiBaseUrl = url;
}

export function getApiBaseUrl(): string {
  return apiBaseUrl;
}

const ABSOLUTE_URL = /^([a-z][a-z\d+\-.]*:)?\/\//i;

function joinUrl(base: string, url: string): string {
  if (ABSOLUTE_URL.test(url)) return url;
  if (!url) return base;
  return `${base.replace(/\/$/, '')}/${url.replace(/^\//, '')}`;
}

function parseBody(text: string, contentType: string | null): unknown {
  if (!text) return null;
  if (contentType?.includes('json')) return JSON.parse(text);
  return text;
}

/** JSON when it parses, the text otherwise (an error page from a proxy, say). Also used by the XHR upload. */
export function parseErrorBody(text: string): ApiErrorBody | string | undefined {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as ApiErrorBody;
  } catch {
    return text;
  }
}

/** The ApiError of an HTTP failure: the spec's message, the parsed body and its `code` (a proxy's error page has none). */
export function httpError(status: number, text: string, statusText = ''): ApiError {
  const body = parseErrorBody(text);
  const code = body && typeof body === 'object' && typeof body.code === 'string' ? body.code : undefined;
  return { status, message: `${status}: ${text || statusText}`, code, body };
}

/**
 * The base query of the one RTK Query api: fetchBaseQuery on `/api` with cookies, no retries but the
 * one after a step-up.
 * Bodies are read as text so that an error's message carries the response text verbatim.
 */
export function createBaseQuery(baseUrl: string | (() => string) = getApiBaseUrl): BaseQueryFn<string | FetchArgs, unknown, ApiError> {
  const rawBaseQuery = fetchBaseQuery({
    credentials: 'include',
    responseHandler: 'text',
    // The API says its errors in the page's language (decision 0477), not the browser's.
    prepareHeaders: (headers, { getState }) => {
      const language = (getState() as { language?: unknown } | undefined)?.language;
      if (isLanguage(language)) headers.set('Accept-Language', language);
      return headers;
    },
  });

  const once: BaseQueryFn<string | FetchArgs, unknown, ApiError> = async (args, api, extraOptions) => {
    const base = typeof baseUrl === 'function' ? baseUrl() : baseUrl;
    const request = typeof args === 'string' ? { url: joinUrl(base, args) } : { ...args, url: joinUrl(base, args.url) };
    const result = await rawBaseQuery(request, api, extraOptions);
    const response = result.meta?.response;

    if (result.error) {
      const { error } = result;
      if (typeof error.status === 'number') {
        const text = typeof error.data === 'string' ? error.data : '';
        return { error: httpError(error.status, text, response?.statusText), meta: result.meta };
      }
      if (error.status === 'PARSING_ERROR') {
        return {
          error: { status: 'PARSING_ERROR', message: `${error.originalStatus}: ${error.data || response?.statusText || ''}`, body: error.data },
          meta: result.meta,
        };
      }
      // FETCH_ERROR, TIMEOUT_ERROR or CUSTOM_ERROR: no response to quote.
      const status = error.status === 'TIMEOUT_ERROR' ? 'TIMEOUT_ERROR' : 'FETCH_ERROR';
      return { error: { status, message: error.error }, meta: result.meta };
    }

    const text = typeof result.data === 'string' ? result.data : '';
    try {
      return { data: parseBody(text, response?.headers.get('content-type') ?? null), meta: result.meta };
    } catch (cause) {
      return {
        error: { status: 'PARSING_ERROR', message: `${response?.status ?? 200}: ${String(cause)}`, body: text },
        meta: result.meta,
      };
    }
  };

  // A money or power call refused for want of a fresh proof is sent once more after the person confirms (step-up.ts).
  return async (args, api, extraOptions) => {
    const result = await once(args, api, extraOptions);
    if (result.error?.code === 'STEP_UP_REQUIRED' && (await askForStepUp())) return once(args, api, extraOptions);
    return result;
  };
}

export function isApiError(error: unknown): error is ApiError {
  return typeof error === 'object' && error !== null && 'status' in error && typeof (error as ApiError).message === 'string';
}

/** The machine-readable code of a failed call (undefined for a network failure or a non-API error). */
export function errorCode(error: unknown): ErrorCode | undefined {
  return isApiError(error) ? error.code : undefined;
}

/**
 * What a form shows at its fields from a failed call: the 400's `fieldErrors`, and a taken email
 * (409 EMAIL_TAKEN) as the `email` field's message (issue 36 item 15).
 */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!isApiError(error) || !error.body || typeof error.body !== 'object') return {};
  const { fieldErrors } = error.body as { fieldErrors?: unknown };
  const fields: Record<string, string> = {};
  if (fieldErrors && typeof fieldErrors === 'object')
    for (const [field, message] of Object.entries(fieldErrors)) if (typeof message === 'string') fields[field] = message;
  if (error.code === 'EMAIL_TAKEN') fields.email ??= errorMessage(error, 'An account with this email already exists.');
  return fields;
}

/**
 * The text a failure toast shows (customer-side §8: "using the server message where there is
 * one"): the body's `message`, else `fallback`.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (isApiError(error) && error.body && typeof error.body === 'object') {
    const { message } = error.body as Partial<ApiErrorBody> & { message?: unknown };
    if (typeof message === 'string' && message) return message;
    if (Array.isArray(message) && message.length && typeof message[0] === 'string') return message.join(', ');
  }
  return fallback;
}
