import { Button, Flex } from 'antd';
import { ArrowLeftOutlined, PrinterOutlined } from '@ant-design/icons';
import { Link, useParams } from 'react-router-dom';
import type { BookingReceiptDto } from '@dd/contracts/booking';
import { QueryState } from '@dd/ui/query-state';
import { PriceLines } from '@dd/ui/price-lines';
import { brand, surfaceStyle } from '@dd/ui/theme';
import { useGetBookingReceiptQuery } from '../api/portal.api';
import { bookingReference, longDate, PAYMENT_LABELS, VEHICLE_LABELS, vehicleName, windowText } from '@dd/ui/booking-format';

const BRANDS: Record<string, string> = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express', discover: 'Discover' };

/** A printable receipt of a completed booking (/dadportal/customer/details/{id}/receipt). */
export default function ReceiptPage() {
  const { id = '' } = useParams();
  const query = useGetBookingReceiptQuery(id);
  return (
    <QueryState query={query} errorTitle="Failed to Load Receipt" toast loadingLabel="Loading receipt" notFound={{ title: 'Booking not found' }}>
      {(receipt) => <Receipt receipt={receipt} />}
    </QueryState>
  );
}

function Receipt({ receipt: { booking, card, capturedAt } }: { receipt: BookingReceiptDto }) {
  const vehicle = vehicleName(booking.car) ?? (booking.vehicleType ? VEHICLE_LABELS[booking.vehicleType] : '');
  const rows: [string, string][] = [
    ['Booking Reference', bookingReference(booking.id)],
    ['Date', longDate(booking.scheduledDate)],
    ['Arrival Window', windowText(booking)],
    ['Service', booking.package?.name ?? ''],
    ['Vehicle', vehicle],
    ['Address', `${booking.address}, ${booking.city} ${booking.zipCode}`],
    ['Payment Status', PAYMENT_LABELS[booking.paymentStatus]],
    ['Card', card ? `${BRANDS[card.brand] ?? card.brand} ending in ${card.last4}` : 'Not recorded'],
    ['Charged On', capturedAt ? longDate(capturedAt) : 'Not charged yet'],
  ];
  return (
    <div style={{ maxWidth: 720, margin: '0 auto', padding: '32px 16px', boxSizing: 'border-box' }} data-testid="receipt-page">
      <Flex justify="space-between" align="center" gap={8} wrap className="no-print" style={{ marginBottom: 16 }}>
        <Link to={`/dadportal/customer/details/${encodeURIComponent(booking.id)}`} style={{ display: 'inline-flex', gap: 6, alignItems: 'center' }}>
          <ArrowLeftOutlined /> Back to Booking
        </Link>
        <Button icon={<PrinterOutlined />} onClick={() => window.print()}>
          Print
        </Button>
      </Flex>
      <style>{'@media print { .no-print, header, nav, aside { display: none !important; } }'}</style>
      <article style={surfaceStyle} aria-labelledby="receipt-title">
        <h1 id="receipt-title" style={{ fontSize: 24, margin: 0, color: brand.text }}>
          Receipt
        </h1>
        <p style={{ margin: '4px 0 24px', color: brand.textMuted }}>
          Dad&apos;s Detailing · Mobile car detailing across Orange County
        </p>
        <dl style={{ margin: '0 0 24px', display: 'grid', gap: 8 }}>
          {rows.map(([term, value]) => (
            <div key={term} style={{ display: 'flex', justifyContent: 'space-between', gap: 16 }}>
              <dt style={{ color: brand.textMuted }}>{term}</dt>
              <dd style={{ margin: 0, textAlign: 'right' }}>{value}</dd>
            </div>
          ))}
        </dl>
        <PriceLines lines={booking.priceLines} packageLabel={`${booking.package?.name ?? 'Package'} (${booking.vehicleType ? VEHICLE_LABELS[booking.vehicleType] : 'vehicle'})`} />
      </article>
    </div>
  );
}
