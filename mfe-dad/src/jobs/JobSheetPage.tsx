import type { ReactNode } from 'react';
import { Flex } from 'antd';
import { EnvironmentOutlined, MessageOutlined, PhoneOutlined } from '@ant-design/icons';
import { Link, useParams } from 'react-router-dom';
import type { BookingDetailDto } from '@dd/contracts/booking';
import { bookingReference, dayTitle, listStatus, windowText } from '@dd/ui/booking-format';
import { useUiText } from '@dd/ui/i18n';
import { useIntlLocale } from '@dd/ui/use-intl-locale';
import { useT } from '../i18n';
import { PriceLines } from '@dd/ui/price-lines';
import { QueryState } from '@dd/ui/query-state';
import { BookingStatusTag } from '@dd/ui/status-tags';
import { brand } from '@dd/ui/theme';
import { WeatherTag } from '@dd/ui/weather-tag';
import { SiteFacts } from '@dd/ui/site-profile';
import { useJobWeather } from '../common/job-weather';
import { useDadGetDadBookingQuery, useDadGetJobSessionQuery, useDadGetJobSiteQuery } from '../api/dad.api';
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
  const t = useT();
  return (
    <ol style={{ margin: 0, paddingLeft: 20, display: 'grid', gap: 8 }} data-testid="job-vehicles">
      {booking.vehicles.map((vehicle) => (
        <li key={vehicle.position}>
          <strong>
            {vehicle.packageName} ({t(`vehicle.${vehicle.vehicleType}`)})
          </strong>
          <div style={{ color: brand.textMuted }}>{vehicle.car ? carText(vehicle.car, t) : t('sheet.carNotSaved')}</div>
          {vehicle.addOns.length > 0 && (
            <ul style={{ margin: '2px 0 0', paddingLeft: 20 }}>
              {vehicle.addOns.map((addOn) => (
                <li key={addOn.id}>
                  {addOn.name}
                  {addOn.durationMinutes > 0 && ` ${t('sheet.addOnMinutes', { minutes: addOn.durationMinutes })}`}
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
  const t = useT();
  const tr = useUiText();
  const locale = useIntlLocale();
  const site = useDadGetJobSiteQuery(booking.id);
  return (
    <>
      <Panel title={customerName(booking, t)} action={<BookingStatusTag status={listStatus(booking)} />} testId="job-sheet">
        <dl style={{ margin: 0 }}>
          <Fact label={t('sheet.phone')}>
            {phone ? (
              <Flex gap={16} wrap>
                <a href={`tel:${dialable(phone)}`} style={touchLinkStyle}>
                  <PhoneOutlined aria-hidden /> {t('sheet.call', { phone })}
                </a>
                <a href={`sms:${dialable(phone)}`} style={touchLinkStyle}>
                  <MessageOutlined aria-hidden /> {t('sheet.text')}
                </a>
                <Link to={`${jobSheetPath(booking.id)}/texts`} style={touchLinkStyle}>
                  {t('sheet.textHistory')}
                </Link>
              </Flex>
            ) : (
              t('sheet.noPhone')
            )}
          </Fact>
          <Fact label={t('sheet.address')}>
            <a href={mapsUrl(booking)} target="_blank" rel="noreferrer" style={touchLinkStyle} data-testid="maps-link">
              <EnvironmentOutlined aria-hidden /> {fullAddress(booking)}
            </a>
          </Fact>
          <Fact label={t('sheet.arrivalWindow')}>
            {dayTitle(jobDay(booking), locale)}, {windowText(booking, tr)}
          </Fact>
          <Fact label={t('sheet.site')}>{site.data?.site ? <SiteFacts site={site.data.site} /> : t(site.isError ? 'sheet.siteFailed' : site.isLoading ? 'sheet.siteLoading' : 'sheet.siteNone')}</Fact>
          {risk && (
            <Fact label={t('sheet.weather')}>
              <WeatherTag risk={risk} window={booking} />
            </Fact>
          )}
          {itemised ? (
            <Fact
              label={
                booking.vehicles.length > 1 ? t('sheet.vehicles', { count: booking.vehicles.length, minutes: booking.durationMinutes }) : t('sheet.vehicle', { minutes: booking.durationMinutes })
              }
            >
              <Vehicles booking={booking} />
            </Fact>
          ) : (
            <>
              <Fact label={t('sheet.car')}>{carText(booking.car, t)}</Fact>
              <Fact label={t('sheet.package')}>
                <strong>{booking.package?.name ?? t('job.detail')}</strong>
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
            <Fact label={t('sheet.price')}>
              <PriceLines lines={booking.priceLines} />
            </Fact>
          )}
          <Fact label={t('sheet.instructions')}>{booking.specialInstructions || t('sheet.none')}</Fact>
          <Fact label={t('sheet.job')}>
            <span data-testid="session-state">{session.isError ? t('sheet.sessionUnknown') : t(SESSION_STATE_LABELS[sessionState(session.data, booking.status)])}</span>
            {session.data?.geofenceVerified && ` · ${t('sheet.locationChecked')}`}
          </Fact>
          <Fact label={t('sheet.booking')}>{bookingReference(booking.id)}</Fact>
        </dl>
      </Panel>
      <Panel title={t('sheet.jobFlow')}>
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
  const t = useT();
  return (
    <DadPage title={t('sheet.title')} back={{ to: '/dadportal/dad/appointments', label: t('sheet.backToAppointments') }} testId="dad-job-sheet">
      <QueryState
        query={query}
        errorTitle={t('sheet.failed')}
        notFound={{ title: t('job.notFound'), text: t('job.notFound.text') }}
        loadingLabel={t('sheet.loading')}
      >
        {(booking) => <Sheet booking={booking} />}
      </QueryState>
    </DadPage>
  );
}
