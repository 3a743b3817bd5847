import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { useGetCustomerProfileQuery, type CustomerProfileViewer } from '@dd/api-client';
import { CUSTOMER_NOT_FOUND, type CustomerProfileDto } from '@dd/contracts/dad';
import { moneyText } from '@dd/domain/booking-money';
import { listStatus, longDate, vehiclesText } from '../booking-format';
import { EmptyState } from '../empty-state';
import { formatMoney } from '@dd/domain/pricing';
import { PageFrame } from '../page-frame';
import { QueryState } from '../query-state';
import { BookingStatusTag } from '../status-tags';
import { brand, surfaceStyle } from '../theme';

const panel = { ...surfaceStyle, padding: 16, marginBottom: 16 } as const;
const linkStyle = { display: 'inline-flex', alignItems: 'center', gap: 8, minHeight: 44, color: brand.primary } as const;
const customerSince = (iso: string) => new Date(iso).toLocaleDateString('en-US', { month: 'long', year: 'numeric' });

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section style={panel} aria-labelledby={id}>
      <h2 id={id} style={{ fontSize: 18, margin: '0 0 8px' }}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function Profile({ profile, viewer }: { profile: CustomerProfileDto; viewer: CustomerProfileViewer }) {
  const facts: Array<[string, string]> = [
    ['Email', profile.email],
    ['Phone', profile.phone ?? 'Not given'],
    ['Customer since', customerSince(profile.createdAt)],
    ['WASH Points', String(profile.washPoints)],
    [viewer === 'dad' ? 'Bookings with you' : 'Total bookings', String(profile.totalBookings)],
    ['Total revenue', formatMoney(profile.totalRevenue)],
  ];
  return (
    <>
      <Section id="customer-details" title="Customer Details">
        <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr)', gap: '8px 12px' }}>
          {facts.map(([label, value]) => (
            <div key={label} style={{ display: 'contents' }}>
              <dt style={{ color: brand.textMuted }}>{label}</dt>
              <dd style={{ margin: 0, overflowWrap: 'anywhere' }}>
                {label === 'Phone' && profile.phone ? <a href={`tel:${profile.phone.replace(/[^\d+]/g, '')}`} style={linkStyle}>{value}</a> : value}
              </dd>
            </div>
          ))}
        </dl>
      </Section>
      <Section id="customer-bookings" title="Bookings">
        {profile.bookings.length ? (
          <ul style={{ margin: 0, padding: 0, display: 'grid', gap: 8 }}>
            {profile.bookings.map((b) => (
              <li key={b.id} style={{ listStyle: 'none', borderTop: `1px solid ${brand.border}`, paddingTop: 8 }} data-testid="profile-booking">
                <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8, flexWrap: 'wrap' }}>
                  <strong>{b.packageName}</strong>
                  <BookingStatusTag status={listStatus(b)} />
                </div>
                <div style={{ color: brand.textMuted }}>
                  {longDate(b.scheduledDate)} · {formatMoney(b.totalAmount)}
                  {moneyText(b) && ` · ${moneyText(b)}`}
                  <br />
                  {vehiclesText(b)} · {b.address}, {b.city}
                </div>
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState title="No bookings" />
        )}
      </Section>
      <Section id="customer-cars" title="Cars">
        {profile.cars.length ? (
          <ul style={{ margin: 0, paddingLeft: 20, lineHeight: 1.6 }}>
            {profile.cars.map((car) => (
              <li key={car.id}>
                {car.year} {car.make} {car.model}
                {car.color && `, ${car.color}`}
                {car.licensePlate && `, plate ${car.licensePlate}`}
                {car.isDefault && ' (default)'}
              </li>
            ))}
          </ul>
        ) : (
          <p style={{ margin: 0, color: brand.textMuted }}>No cars on file.</p>
        )}
      </Section>
    </>
  );
}

export interface CustomerProfileScreenProps {
  id: string;
  viewer: CustomerProfileViewer;
  /** The viewer's customer list (Back to Customers). */
  backTo: string;
}

/**
 * The customer profile of dad-and-admin §2, one screen for both areas: a DAD at
 * /dadportal/customer/{id} (their own bookings with the customer), an admin at
 * /dadportal/admin/customer/{id} (everything). An unknown id, or a customer a DAD was never booked
 * with, reads 'Customer Not Found'.
 */
export function CustomerProfileScreen({ id, viewer, backTo }: CustomerProfileScreenProps) {
  const query = useGetCustomerProfileQuery({ id, viewer }, { refetchOnMountOrArgChange: true });
  return (
    <PageFrame title={query.data ? `${query.data.firstName} ${query.data.lastName}` : 'Customer Profile'} back={{ to: backTo, label: 'Back to Customers' }} testId="customer-profile">
      <QueryState
        query={query}
        errorTitle="Failed to fetch customer profile"
        toast
        notFound={{ title: CUSTOMER_NOT_FOUND, text: 'There is no customer here for you to see.' }}
        loadingLabel="Loading the customer"
      >
        {(profile) => <Profile profile={profile} viewer={viewer} />}
      </QueryState>
    </PageFrame>
  );
}

/**
 * The route screen (/dadportal/customer/{id}, /dadportal/admin/customer/{id}) for `viewer`, whose
 * remote names its own customer list to go back to.
 */
export function customerProfilePage(viewer: CustomerProfileViewer, backTo: string) {
  return function CustomerProfilePage() {
    const { id = '' } = useParams();
    return <CustomerProfileScreen id={id} viewer={viewer} backTo={backTo} />;
  };
}
