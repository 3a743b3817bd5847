import { Alert } from 'antd';
import { BUSINESS_CONTACT } from '@dd/contracts/booking';
import { useCustomerGetBookingWeatherQuery } from '../api/weather.api';

/** The forecast's warning for a booking the day-before pass flagged (rain or heat during the job); nothing otherwise. */
export function WeatherNotice({ bookingId }: { bookingId: string }) {
  const { data } = useCustomerGetBookingWeatherQuery(bookingId);
  const risk = data?.risk;
  if (!risk) return null;
  const what = risk.risk === 'rain' ? `a ${risk.precipitationChance}% chance of rain` : `${risk.temperatureF}°F`;
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="weather-notice"
      message={`The forecast shows ${what} during your detail`}
      description={
        <>
          Keep it as it is, or write to us at <a href={`mailto:${BUSINESS_CONTACT.email}`} style={{ textDecoration: 'underline' }}>{BUSINESS_CONTACT.email}</a> and we will move it.
        </>
      }
    />
  );
}
