import { HttpException, HttpStatus, Logger } from '@nestjs/common';
import { ApiException } from '../common/api-exception';
import { isDatabaseBusy } from '../platform/database/database-pool';
import { PaymentDeclinedError } from './payment-gateway';
import { PaymentErrors } from './payments.errors';

/** 402 with the provider's words ('Your card was declined.'), which the UI shows in its 'Payment Failed' toast. */
export const paymentRequired = (message: string) => new ApiException(HttpStatus.PAYMENT_REQUIRED, 'PAYMENT_FAILED', message, { error: 'Payment Required' });

const logger = new Logger('PaymentGateway');

/**
 * Runs a gateway call; its failures become one readable HTTP error (a decline a 402, anything
 * else a 502 naming what failed) instead of a bare 500.
 */
export async function viaGateway<T>(what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    // A busy database (the test gateway keeps its state there) is a 503 to retry, not the provider's failure.
    if (error instanceof HttpException || isDatabaseBusy(error)) throw error;
    if (error instanceof PaymentDeclinedError) throw paymentRequired(error.message);
    logger.error(`${what} failed: ${error instanceof Error ? error.message : String(error)}`);
    throw PaymentErrors.providerFailed(what);
  }
}
