/** Idempotency keys: the booking, the operation and the attempt (the booking's intent counter). */
export const idempotencyKey = (bookingId: string, operation: string, attempt: number) => `booking:${bookingId}:${operation}:${attempt}`;
