import { Button } from 'antd';
import { cardName } from '@dd/ui/card-entry/card-name';
import { PrinterOutlined } from '@ant-design/icons';
import { useParams } from 'react-router-dom';
import { PageFrame } from '@dd/ui/page-frame';
import type { BookingDetailDto } from '@dd/contracts/booking';
import { QueryState } from '@dd/ui/query-state';
import { PriceLines } from '@dd/ui/price-lines';
import { brand, surfaceStyle } from '@dd/ui/theme';
import { useCustomerGetBookingReceiptQuery } from '../api/portal.api';
import { bookingReference, longDate, packageLineLabel, PAYMENT_LABELS, VEHICLE_LABELS, vehicleName, windowText } from '@dd/ui/booking-format';


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
      <style>{'@media print { header, nav, aside, [data-testid="receipt-page"] > a, [data-testid="receipt-page"] button { display: none !important; } }'}</style>
      <QueryState query={query} errorTitle="Failed to Load Receipt" toast loadingLabel="Loading receipt" notFound={{ title: 'Booking not found' }}>
        {(booking) => <Receipt booking={booking} />}
      </QueryState>
    </PageFrame>
  );
}

function Receipt({ booking }: { booking: BookingDetailDto }) {
  const { card, capturedAt } = booking;
  const vehicle = vehicleName(booking.car) ?? (booking.vehicleType ? VEHICLE_LABELS[booking.vehicleType] : '');
  const rows: [string, string][] = [
    ['Booking Reference', bookingReference(booking.id)],
    ['Date', longDate(booking.scheduledDate)],
    ['Arrival Window', windowText(booking)],
    ['Service', booking.package?.name ?? ''],
    ['Vehicle', vehicle],
    ['Address', `${booking.address}, ${booking.city} ${booking.zipCode}`],
    ['Payment Status', PAYMENT_LABELS[booking.paymentStatus]],
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
      </article>
  );
}
