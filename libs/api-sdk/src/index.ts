import createClient, { type Client, type ClientOptions } from 'openapi-fetch';
import type { components, operations, paths } from './schema';

/**
 * The API's typed client for software outside this repository (and for tests): every path, its
 * parameters, request body and answers, typed from api/openapi.json by openapi-typescript and called
 * with openapi-fetch. The session cookie goes with each call (`credentials: 'include'`) unless the
 * caller says otherwise.
 *
 *   const api = createApiClient({ baseUrl: 'https://detailing.example.com' });
 *   const { data, error } = await api.GET('/api/bookings/{id}', { params: { path: { id } } });
 */
export type ApiClient = Client<paths>;
export type { components, operations, paths };
/** The document's named shapes: `Schemas['BookingSummary']`... */
export type Schemas = components['schemas'];

export const createApiClient = (options: ClientOptions = {}): ApiClient => createClient<paths>({ credentials: 'include', ...options });
