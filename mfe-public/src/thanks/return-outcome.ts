/** What Stripe appends to return_url after a redirect (3D Secure the bank insisted on). */
export type ReturnOutcome = 'none' | 'succeeded' | 'processing' | 'failed';

export function readOutcome(params: URLSearchParams): ReturnOutcome {
  if (!params.get('payment_intent')) return 'none';
  const status = params.get('redirect_status');
  if (status === 'succeeded') return 'succeeded';
  if (status === 'processing') return 'processing';
  return 'failed';
}
