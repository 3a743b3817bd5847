import { useState } from 'react';
import { Alert, Button, Flex } from 'antd';
import { errorMessage, showToast, useAppDispatch } from '@dd/api-client';
import type { BookingSummaryDto } from '@dd/contracts/booking';
import type { WeatherRiskDto } from '@dd/contracts/weather';
import { addDays, calendarDate } from '@dd/domain/time-windows';
import { longDate, windowText } from '@dd/ui/booking-format';
import { WindowPicker } from '@dd/ui/window-picker';
import { useCustomerGetBookingWeatherQuery, useCustomerKeepWeatherBookingMutation, useCustomerMoveWeatherBookingMutation } from '../api/weather.api';

/** Days offered for a weather move: two weeks, as Manage. */
const DAYS_SHOWN = 14;

export const weatherRiskText = (risk: Pick<WeatherRiskDto, 'risk' | 'precipitationChance' | 'temperatureF'>) =>
  risk.risk === 'rain' ? `a ${risk.precipitationChance}% chance of rain` : `${risk.temperatureF}°F`;

/**
 * The forecast's warning for a booking the day-before pass flagged (rain or heat during the job), with
 * the customer's choice (decision 0342): keep it, or move it to a window that fits a DAD's route, at
 * no charge and inside the policy window too. Nothing for a booking the forecast found nothing in.
 */
export function WeatherNotice({ booking }: { booking: BookingSummaryDto }) {
  const { data } = useCustomerGetBookingWeatherQuery(booking.id);
  const risk = data?.risk;
  if (!risk) return null;
  if (risk.choice === 'moved') {
    return <Alert type="success" showIcon data-testid="weather-notice" message="Moved for the weather" description="Your detail was moved away from the forecast, at no charge." />;
  }
  return <WeatherOffer booking={booking} risk={risk} />;
}

function WeatherOffer({ booking, risk }: { booking: BookingSummaryDto; risk: WeatherRiskDto }) {
  const dispatch = useAppDispatch();
  const [keep, keeping] = useCustomerKeepWeatherBookingMutation();
  const [move, moving] = useCustomerMoveWeatherBookingMutation();
  const [picking, setPicking] = useState(false);
  const [selected, setSelected] = useState<string | null>(null);
  const [range] = useState(() => {
    const from = calendarDate(new Date());
    return { from, to: addDays(from, DAYS_SHOWN - 1), bookingId: booking.id };
  });

  const onKeep = async () => {
    try {
      await keep(booking.id).unwrap();
      dispatch(showToast({ title: 'Keeping your time', description: `Your detail stays on ${longDate(booking.scheduledDate)}, ${windowText(booking)}.` }));
    } catch (error) {
      dispatch(showToast({ title: 'Could not keep it', description: errorMessage(error, 'Please try again.'), variant: 'destructive' }));
    }
  };

  const onMove = async () => {
    if (!selected) return;
    try {
      const moved = await move({ id: booking.id, scheduledDate: selected }).unwrap();
      const start = moved.scheduledDate ?? selected;
      dispatch(showToast({ title: 'Booking moved', description: `Your detail is now on ${longDate(start)}, ${windowText({ scheduledDate: start })}. No fee was charged.` }));
    } catch (error) {
      setSelected(null);
      dispatch(showToast({ title: 'Move Failed', description: errorMessage(error, 'Please try again.'), variant: 'destructive' }));
    }
  };

  return (
    // min-width 0: the picker's row of days scrolls inside the page's grid instead of widening it.
    <div data-testid="weather-notice" style={{ minWidth: 0, display: 'grid', gap: 12 }}>
      <Alert
        type="warning"
        showIcon
        message={`The forecast shows ${weatherRiskText(risk)} during your detail`}
        description={
          <div style={{ display: 'grid', gap: 12 }}>
            <p style={{ margin: 0 }}>
              {risk.choice === 'kept' ? 'You are keeping this time. You can still move it, at no charge.' : 'Keep it as it is, or move it to another time at no charge.'}
            </p>
            {!picking && (
              <Flex gap={8} wrap>
                {risk.choice !== 'kept' && (
                  <Button loading={keeping.isLoading} onClick={() => void onKeep()}>
                    Keep This Time
                  </Button>
                )}
                <Button type="primary" onClick={() => setPicking(true)}>
                  Move It
                </Button>
              </Flex>
            )}
          </div>
        }
      />
      {picking && (
        <section aria-label="Move it to another time" data-testid="weather-move" style={{ minWidth: 0 }}>
          <WindowPicker range={range} current={booking.scheduledDate} selected={selected} onSelect={setSelected} testId="weather-move" />
          <Flex gap={8} style={{ marginTop: 12 }} wrap>
            <Button type="primary" disabled={!selected} loading={moving.isLoading} onClick={() => void onMove()}>
              Confirm New Time
            </Button>
            <Button onClick={() => (setPicking(false), setSelected(null))}>Not Now</Button>
          </Flex>
        </section>
      )}
    </div>
  );
}
