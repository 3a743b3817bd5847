import { Button } from 'antd';
import { cardName } from '@dd/ui/card-entry/card-name';
import { PrinterOutlined } from '@ant-design/icons';
import { useParams, useSearchParams } from 'react-router-dom';
import { errorMessage, showToast, useAppDispatch } from '@dd/api-client';
import { TipPicker } from '@dd/ui/tip-picker';
import { PageFrame } from '@dd/ui/page-frame';
import type { BookingDetailDto } from '@dd/contracts/booking';
import { QueryState } from '@dd/ui/query-state';
import { formatMoney } from '@dd/domain/pricing';
import { PriceLines } from '@dd/ui/price-lines';
import { brand, surfaceStyle } from '@dd/ui/theme';
import { useCustomerAddTipMutation, useCustomerGetBookingReceiptQuery } from '../api/portal.api';
import { bookingMoney, moneyAmountText } from '@dd/domain/booking-money';
import { bookingReference, bookingVehicles, longDate, packageLineLabel, paymentLabel, vehiclesText, windowText } from '@dd/ui/booking-format';

/** A printable receipt of a completed booking (/dadportal/customer/details/{id}/receipt). */
export default function ReceiptPage() {
  const { id = '' } = useParams();
  const query = useCustomerGetBookingReceiptQuery(id);
  const print = (
    <Button icon={<PrinterOutlined />} onClick={() => window.print()} disabled={!query.data}>
      Print
    </Button>
  );
  return (
    <PageFrame title="Receipt" back={{ to: `/dadportal/customer/details/${encodeURIComponent(id)}`, label: 'Back to Booking' }} actions={print} testId="receipt-page">
      <style>{'@media print { header, nav, aside, .no-print, [data-testid="receipt-page"] > a, [data-testid="receipt-page"] button { display: none !important; } }'}</style>
      <QueryState query={query} errorTitle="Failed to Load Receipt" toast loadingLabel="Loading receipt" notFound={{ title: 'Booking not found' }}>
        {(booking) => <Receipt booking={booking} />}
      </QueryState>
    </PageFrame>
  );
}

/** The tip: given (shown as a line), or the picker (the job-completed email links here with ?tip=email). */
function Tip({ booking }: { booking: BookingDetailDto }) {
  const [addTip, adding] = useCustomerAddTipMutation();
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  if (booking.tip) {
    const row = { display: 'flex', justifyContent: 'space-between', gap: 16 } as const;
    return (
      <div id="tip" style={{ display: 'grid', gap: 8, marginTop: 16, borderTop: `1px solid ${brand.border}`, paddingTop: 16 }}>
        <div style={row} data-testid="receipt-tip">
          <span>Tip for your detailer (charged separately on {longDate(booking.tip.createdAt)})</span>
          <strong>{formatMoney(booking.tip.amount)}</strong>
        </div>
        {booking.tip.refundedAmount !== '0.00' && (
          <div style={row} data-testid="receipt-tip-refund">
            <span style={{ color: brand.textMuted }}>Tip refunded</span>
            <span style={{ whiteSpace: 'nowrap' }}>−{formatMoney(booking.tip.refundedAmount)}</span>
          </div>
        )}
      </div>
    );
  }
  if (booking.paymentStatus !== 'captured') return null;
  return (
    <div id="tip" style={{ marginTop: 24, borderTop: `1px solid ${brand.border}`, paddingTop: 16 }} className="no-print">
      <TipPicker
        total={booking.totalAmount}
        busy={adding.isLoading}
        onTip={async (amount) => {
          try {
            await addTip({ id: booking.id, amount, source: params.get('tip') === 'email' ? 'email' : 'receipt' }).unwrap();
            dispatch(showToast({ title: 'Thank you!', description: `Your ${formatMoney(amount)} tip goes to your detailer.` }));
            return true;
          } catch (error) {
            dispatch(showToast({ title: 'Tip Failed', description: errorMessage(error, 'Please try again.'), variant: 'destructive' }));
            return false;
          }
        }}
      />
    </div>
  );
}

/** Money given back to the card: each refund, then what was paid in the end. */
function Refunds({ booking }: { booking: BookingDetailDto }) {
  if (!booking.refunds.length || !booking.capturedAmount) return null;
  const cents = (money: string) => Math.round(Number(money) * 100);
  const paid = ((cents(booking.capturedAmount) - cents(booking.refundedAmount)) / 100).toFixed(2);
  const row = { display: 'flex', justifyContent: 'space-between', gap: 16 } as const;
  return (
    <dl style={{ margin: '16px 0 0', display: 'grid', gap: 8, borderTop: `1px solid ${brand.border}`, paddingTop: 16 }} data-testid="receipt-refunds">
      {booking.refunds.map((refund) => (
        <div key={refund.id} style={row} data-testid="receipt-refund">
          <dt style={{ color: brand.textMuted }}>Refunded on {longDate(refund.createdAt)}</dt>
          <dd style={{ margin: 0, whiteSpace: 'nowrap' }}>−{formatMoney(refund.amount)}</dd>
        </div>
      ))}
      <div style={row}>
        <dt style={{ fontWeight: 600 }}>Paid after refunds</dt>
        <dd style={{ margin: 0, fontWeight: 600 }} data-testid="receipt-paid-after-refunds">
          {formatMoney(paid)}
        </dd>
      </div>
    </dl>
  );
}

function Receipt({ booking }: { booking: BookingDetailDto }) {
  const { card, capturedAt } = booking;
  const vehicles = bookingVehicles(booking);
  const rows: [string, string][] = [
    ['Booking Reference', bookingReference(booking.id)],
    ['Date', longDate(booking.scheduledDate)],
    ['Arrival Window', windowText(booking)],
    ['Service', [...new Set(vehicles.map((v) => v.packageName))].join(', ')],
    [vehicles.length > 1 ? 'Vehicles' : 'Vehicle', vehiclesText(booking)],
    ['Address', `${booking.address}, ${booking.city} ${booking.zipCode}`],
    ['Payment Status', paymentLabel(booking)],
    ...bookingMoney(booking).map((line): [string, string] => [line.word, moneyAmountText(line)]),
    ['Card', card ? cardName(card) : 'Not recorded'],
    ['Charged On', capturedAt ? longDate(capturedAt) : 'Not charged yet'],
  ];
  return (
      <article style={surfaceStyle} aria-labelledby="receipt-business">
        <h2 id="receipt-business" style={{ fontSize: 20, margin: 0, color: brand.text }}>
          Dad&apos;s Detailing
        </h2>
        <p style={{ margin: '4px 0 24px', color: brand.textMuted }}>Mobile car detailing across Orange County</p>
        <dl style={{ margin: '0 0 24px', display: 'grid', gap: 8 }}>
          {rows.map(([term, value]) => (
            <div key={term} style={{ display: 'flex', justifyContent: 'space-between', gap: 16 }}>
              <dt style={{ color: brand.textMuted }}>{term}</dt>
              <dd style={{ margin: 0, textAlign: 'right' }}>{value}</dd>
            </div>
          ))}
        </dl>
        <PriceLines lines={booking.priceLines} packageLabel={packageLineLabel(booking)} />
        <Refunds booking={booking} />
        <Tip booking={booking} />
      </article>
  );
}
