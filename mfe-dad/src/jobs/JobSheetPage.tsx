import type { ReactNode } from 'react';
import { Flex } from 'antd';
import { EnvironmentOutlined, MessageOutlined, PhoneOutlined } from '@ant-design/icons';
import { Link, useParams } from 'react-router-dom';
import type { BookingDetailDto } from '@dd/contracts/booking';
import { bookingReference, dayTitle, listStatus, VEHICLE_LABELS, windowText } from '@dd/ui/booking-format';
import { PriceLines } from '@dd/ui/price-lines';
import { QueryState } from '@dd/ui/query-state';
import { BookingStatusTag } from '@dd/ui/status-tags';
import { brand } from '@dd/ui/theme';
import { WeatherTag } from '@dd/ui/weather-tag';
import { useJobWeather } from '../common/job-weather';
import { useDadGetDadBookingQuery, useDadGetJobSessionQuery } from '../api/dad.api';
import { DadPage, Panel, touchLinkStyle } from '../common/DadPage';
import { carText, customerName, dialable, fullAddress, jobDay, jobSheetPath, mapsUrl } from '../common/job-format';
import { JobFlow } from './JobFlow';
import { OnMyWay } from './OnMyWay';
import { mayHaveSession, SESSION_STATE_LABELS, sessionState } from './job-step';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div style={{ padding: '8px 0', borderTop: `1px solid ${brand.border}` }}>
      <dt style={{ color: brand.textMuted, fontSize: 14 }}>{label}</dt>
      <dd style={{ margin: 0, color: brand.text }}>{children}</dd>
    </div>
  );
}

/** Each vehicle of a booking with several or with add-ons: its car, package and add-ons, in order. */
function Vehicles({ booking }: { booking: BookingDetailDto }) {
  return (
    <ol style={{ margin: 0, paddingLeft: 20, display: 'grid', gap: 8 }} data-testid="job-vehicles">
      {booking.vehicles.map((vehicle) => (
        <li key={vehicle.position}>
          <strong>
            {vehicle.packageName} ({VEHICLE_LABELS[vehicle.vehicleType]})
          </strong>
          <div style={{ color: brand.textMuted }}>{vehicle.car ? carText(vehicle.car) : 'Car not saved: ask the customer'}</div>
          {vehicle.addOns.length > 0 && (
            <ul style={{ margin: '2px 0 0', paddingLeft: 20 }}>
              {vehicle.addOns.map((addOn) => (
                <li key={addOn.id}>
                  {addOn.name}
                  {addOn.durationMinutes > 0 && ` (+${addOn.durationMinutes} min)`}
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
}

function Sheet({ booking }: { booking: BookingDetailDto }) {
  const itemised = booking.vehicles.length > 1 || booking.vehicles.some((vehicle) => vehicle.addOns.length > 0);
  const session = useDadGetJobSessionQuery(booking.id, { skip: !mayHaveSession(booking.status) });
  const phone = booking.customer?.phone;
  const risk = useJobWeather(booking);
  return (
    <>
      <Panel title={customerName(booking)} action={<BookingStatusTag status={listStatus(booking)} />} testId="job-sheet">
        <dl style={{ margin: 0 }}>
          <Fact label="Phone">
            {phone ? (
              <Flex gap={16} wrap>
                <a href={`tel:${dialable(phone)}`} style={touchLinkStyle}>
                  <PhoneOutlined aria-hidden /> Call {phone}
                </a>
                <a href={`sms:${dialable(phone)}`} style={touchLinkStyle}>
                  <MessageOutlined aria-hidden /> Text
                </a>
                <Link to={`${jobSheetPath(booking.id)}/texts`} style={touchLinkStyle}>
                  Text history
                </Link>
              </Flex>
            ) : (
              'No phone number on file'
            )}
          </Fact>
          <Fact label="Address">
            <a href={mapsUrl(booking)} target="_blank" rel="noreferrer" style={touchLinkStyle} data-testid="maps-link">
              <EnvironmentOutlined aria-hidden /> {fullAddress(booking)}
            </a>
          </Fact>
          <Fact label="Arrival window">
            {dayTitle(jobDay(booking))}, {windowText(booking)}
          </Fact>
          {risk && (
            <Fact label="Weather">
              <WeatherTag risk={risk} window={booking} />
            </Fact>
          )}
          {itemised ? (
            <Fact label={booking.vehicles.length > 1 ? `Vehicles (${booking.vehicles.length}), about ${booking.durationMinutes} min on site` : `Vehicle, about ${booking.durationMinutes} min on site`}>
              <Vehicles booking={booking} />
            </Fact>
          ) : (
            <>
              <Fact label="Car">{carText(booking.car)}</Fact>
              <Fact label="Package">
                <strong>{booking.package?.name ?? 'Detail'}</strong>
                {!!booking.package?.features.length && (
                  <ul style={{ margin: '4px 0 0', paddingLeft: 20 }}>
                    {booking.package.features.map((f) => (
                      <li key={f}>{f}</li>
                    ))}
                  </ul>
                )}
              </Fact>
            </>
          )}
          {itemised && (
            <Fact label="Price">
              <PriceLines lines={booking.priceLines} />
            </Fact>
          )}
          <Fact label="Special instructions">{booking.specialInstructions || 'None'}</Fact>
          <Fact label="Job">
            <span data-testid="session-state">{session.isError ? 'Unknown (Failed to fetch session)' : SESSION_STATE_LABELS[sessionState(session.data, booking.status)]}</span>
            {session.data?.geofenceVerified && ' · location checked at arrival'}
          </Fact>
          <Fact label="Booking">{bookingReference(booking.id)}</Fact>
        </dl>
      </Panel>
      <Panel title="Job Flow">
        <OnMyWay booking={booking} />
        <JobFlow booking={booking} />
      </Panel>
    </>
  );
}

/** /dadportal/dad/appointments/{id}: everything needed at the door, and the job flow (photos so far are in it). */
export default function JobSheetPage() {
  const { id = '' } = useParams();
  const query = useDadGetDadBookingQuery(id, { refetchOnMountOrArgChange: true });
  return (
    <DadPage title="Job Sheet" back={{ to: '/dadportal/dad/appointments', label: 'Back to Appointments' }} testId="dad-job-sheet">
      <QueryState query={query} errorTitle="Failed to Load Job" notFound={{ title: 'Job Not Found', text: 'This job is not assigned to you, or it no longer exists.' }} loadingLabel="Loading the job sheet">
        {(booking) => <Sheet booking={booking} />}
      </QueryState>
    </DadPage>
  );
}
