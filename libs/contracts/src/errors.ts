/** The error body every API failure carries (Nest's shape); `message` is always one readable line. */
export interface ApiErrorBody {
  statusCode: number;
  message: string;
  error?: string;
  /** Field-level messages for a 400, keyed by the field's path. */
  fieldErrors?: Record<string, string>;
}
