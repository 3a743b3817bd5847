import type { PaymentDisputeDto } from '@dd/contracts/payment';
import { bookingReference } from '@dd/ui/booking-format';
import { formatMoney } from '@dd/domain/pricing';
import { QueryState } from '@dd/ui/query-state';
import { brand, surfaceStyle } from '@dd/ui/theme';
import { useAdminGetDisputesQuery } from '../api/admin.api';

/** Stripe's dispute states in plain words. */
const STATUS_TEXT: Record<string, string> = {
  warning_needs_response: 'Inquiry: needs a response',
  needs_response: 'Needs a response',
  warning_under_review: 'Inquiry under review',
  under_review: 'Under review by the bank',
  won: 'Won',
  lost: 'Lost',
  warning_closed: 'Inquiry closed',
  charge_refunded: 'Closed: refunded',
  prevented: 'Prevented',
};

const REASON_TEXT = (reason: string) => reason.replace(/_/g, ' ');

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function evidenceLine(dispute: PaymentDisputeDto): { text: string; color?: string } {
  if (dispute.evidenceSubmittedAt) return { text: `Evidence sent ${when(dispute.evidenceSubmittedAt)}` };
  if (dispute.evidenceError) return { text: `Evidence not sent yet (retried on Stripe's next delivery): ${dispute.evidenceError}`, color: brand.error };
  return { text: 'No evidence sent' };
}

/**
 * Payment Disputes (dashboard): chargebacks reported by Stripe, open ones first, with the evidence
 * the product sent on its own. Shown only when there has been one (test mode never has any).
 */
export function Disputes() {
  const query = useAdminGetDisputesQuery();
  if (query.isSuccess && query.data.length === 0) return null;
  return (
    <section id="payment-disputes" style={surfaceStyle} aria-label="Payment Disputes" data-testid="payment-disputes" tabIndex={-1}>
      <h2 style={{ fontSize: 18, margin: '0 0 12px' }}>Payment Disputes</h2>
      <QueryState query={query} errorTitle="Failed to load the disputes">
        {(disputes) => (
          <ul style={{ margin: 0, padding: 0, display: 'grid', gap: 8 }}>
            {disputes.map((dispute) => {
              const evidence = evidenceLine(dispute);
              return (
                <li key={dispute.id} data-testid="payment-dispute" style={{ listStyle: 'none', border: `1px solid ${brand.border}`, borderRadius: 8, padding: 8, display: 'grid', gap: 4 }}>
                  <strong style={{ wordBreak: 'break-word' }}>
                    {formatMoney(dispute.amount)} · {STATUS_TEXT[dispute.status] ?? dispute.status}
                  </strong>
                  <span>
                    Booking {bookingReference(dispute.bookingId)} · {dispute.customerName} · reason: {REASON_TEXT(dispute.reason)}
                  </span>
                  <span style={{ color: evidence.color ?? brand.textMuted, fontSize: 13, wordBreak: 'break-word' }}>
                    {evidence.text}
                    {dispute.open && dispute.dueBy ? ` · respond by ${when(dispute.dueBy)}` : ''}
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
