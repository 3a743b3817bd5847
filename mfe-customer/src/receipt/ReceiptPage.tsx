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
import { bookingMoney } from '@dd/domain/booking-money';
import { bookingReference, bookingVehicles, longDate, moneyAmountWords, packageLineLabel, paymentLabel, vehiclesText, windowText } from '@dd/ui/booking-format';
import { useUiText } from '@dd/ui/i18n';
import { useIntlLocale } from '@dd/ui/use-intl-locale';
import { useT } from '../i18n';

/** A printable receipt of a completed booking (/dadportal/customer/details/{id}/receipt). */
export default function ReceiptPage() {
  const { id = '' } = useParams();
  const query = useCustomerGetBookingReceiptQuery(id);
  const t = useT();
  const print = (
    <Button icon={<PrinterOutlined />} onClick={() => window.print()} disabled={!query.data}>
      {t('receipt.print')}
    </Button>
  );
  return (
    <PageFrame title={t('receipt.title')} back={{ to: `/dadportal/customer/details/${encodeURIComponent(id)}`, label: t('receipt.back') }} actions={print} testId="receipt-page">
      {/* eslint-disable-next-line lingui/no-unlocalized-strings -- a print style sheet, no words */}
      <style>{'@media print { header, nav, aside, .no-print, [data-testid="receipt-page"] > a, [data-testid="receipt-page"] button { display: none !important; } }'}</style>
      <QueryState query={query} errorTitle={t('receipt.failed')} toast loadingLabel={t('receipt.loading')} notFound={{ title: t('detail.notFound') }}>
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
  const t = useT();
  const tr = useUiText();
  const locale = useIntlLocale();
  if (booking.tip) {
    const row = { display: 'flex', justifyContent: 'space-between', gap: 16 } as const;
    return (
      <div id="tip" style={{ display: 'grid', gap: 8, marginTop: 16, borderTop: `1px solid ${brand.border}`, paddingTop: 16 }}>
        <div style={row} data-testid="receipt-tip">
          <span>{t('receipt.tip', { date: longDate(booking.tip.createdAt, locale) })}</span>
          <strong>{formatMoney(booking.tip.amount)}</strong>
        </div>
        {booking.tip.refundedAmount !== '0.00' && (
          <div style={row} data-testid="receipt-tip-refund">
            <span style={{ color: brand.textMuted }}>{t('receipt.tipRefunded')}</span>
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
            dispatch(showToast({ title: t('receipt.tipThanks'), description: t('receipt.tipThanks.text', { amount: formatMoney(amount) }) }));
            return true;
          } catch (error) {
            dispatch(showToast({ title: t('receipt.tipFailed'), description: tr(errorMessage(error, 'Please try again.')), variant: 'destructive' }));
            return false;
          }
        }}
      />
    </div>
  );
}

/** Money given back to the card: each refund, then what was paid in the end. */
function Refunds({ booking }: { booking: BookingDetailDto }) {
  const t = useT();
  const locale = useIntlLocale();
  if (!booking.refunds.length || !booking.capturedAmount) return null;
  const cents = (money: string) => Math.round(Number(money) * 100);
  const paid = ((cents(booking.capturedAmount) - cents(booking.refundedAmount)) / 100).toFixed(2);
  const row = { display: 'flex', justifyContent: 'space-between', gap: 16 } as const;
  return (
    <dl style={{ margin: '16px 0 0', display: 'grid', gap: 8, borderTop: `1px solid ${brand.border}`, paddingTop: 16 }} data-testid="receipt-refunds">
      {booking.refunds.map((refund) => (
        <div key={refund.id} style={row} data-testid="receipt-refund">
          <dt style={{ color: brand.textMuted }}>{t('receipt.refundedOn', { date: longDate(refund.createdAt, locale) })}</dt>
          <dd style={{ margin: 0, whiteSpace: 'nowrap' }}>−{formatMoney(refund.amount)}</dd>
        </div>
      ))}
      <div style={row}>
        <dt style={{ fontWeight: 600 }}>{t('receipt.paidAfterRefunds')}</dt>
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
  const t = useT();
  const tr = useUiText();
  const locale = useIntlLocale();
  const rows: [string, string][] = [
    [tr('Booking Reference'), bookingReference(booking.id)],
    [tr('Date'), longDate(booking.scheduledDate, locale)],
    [tr('Arrival Window'), windowText(booking, tr)],
    [t('receipt.service'), [...new Set(vehicles.map((v) => v.packageName))].join(', ')],
    [vehicles.length > 1 ? t('receipt.vehicles') : tr('Vehicle'), vehiclesText(booking, tr)],
    [tr('Address'), `${booking.address}, ${booking.city} ${booking.zipCode}`],
    [tr('Payment Status'), paymentLabel(booking, tr)],
    ...bookingMoney(booking).map((line): [string, string] => [tr(line.word), moneyAmountWords(line, booking.totalAmount, tr)]),
    [t('receipt.card'), card ? cardName(card, tr) : t('receipt.notRecorded')],
    [t('receipt.chargedOn'), capturedAt ? longDate(capturedAt, locale) : t('receipt.notCharged')],
  ];
  return (
      <article style={surfaceStyle} aria-labelledby="receipt-business">
        <h2 id="receipt-business" style={{ fontSize: 20, margin: 0, color: brand.text }}>
          {t('receipt.business')}
        </h2>
        <p style={{ margin: '4px 0 24px', color: brand.textMuted }}>{t('receipt.tagline')}</p>
        <dl style={{ margin: '0 0 24px', display: 'grid', gap: 8 }}>
          {rows.map(([term, value]) => (
            <div key={term} style={{ display: 'flex', justifyContent: 'space-between', gap: 16 }}>
              <dt style={{ color: brand.textMuted }}>{term}</dt>
              <dd style={{ margin: 0, textAlign: 'right' }}>{value}</dd>
            </div>
          ))}
        </dl>
        <PriceLines lines={booking.priceLines} packageLabel={packageLineLabel(booking, tr)} />
        <Refunds booking={booking} />
        <Tip booking={booking} />
      </article>
  );
}
