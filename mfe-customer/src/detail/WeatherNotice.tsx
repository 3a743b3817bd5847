import { useState } from 'react';
import { Alert, Button, Flex } from 'antd';
import { errorMessage, showToast, useAppDispatch } from '@dd/api-client';
import type { BookingSummaryDto } from '@dd/contracts/booking';
import type { WeatherRiskDto } from '@dd/contracts/weather';
import { addDays, calendarDate } from '@dd/domain/time-windows';
import { longDate, windowText } from '@dd/ui/booking-format';
import { WindowPicker } from '@dd/ui/window-picker';
import { useUiText } from '@dd/ui/i18n';
import { useIntlLocale } from '@dd/ui/use-intl-locale';
import { useCustomerGetBookingWeatherQuery, useCustomerKeepWeatherBookingMutation, useCustomerMoveWeatherBookingMutation } from '../api/weather.api';
import { useT, type CustomerText } from '../i18n';

/** Days offered for a weather move: two weeks, as Manage. */
const DAYS_SHOWN = 14;

export const weatherRiskText = (risk: Pick<WeatherRiskDto, 'risk' | 'precipitationChance' | 'temperatureF'>, t: CustomerText) =>
  risk.risk === 'rain' ? t('weather.rain', { chance: risk.precipitationChance }) : t('weather.heat', { degrees: risk.temperatureF });

/**
 * The forecast's warning for a booking the day-before pass flagged (rain or heat during the job), with
 * the customer's choice (decision 0342): keep it, or move it to a window that fits a DAD's route, at
 * no charge and inside the policy window too. Nothing for a booking the forecast found nothing in.
 */
export function WeatherNotice({ booking }: { booking: BookingSummaryDto }) {
  const { data } = useCustomerGetBookingWeatherQuery(booking.id);
  const t = useT();
  const risk = data?.risk;
  if (!risk) return null;
  if (risk.choice === 'moved') {
    return <Alert type="success" showIcon data-testid="weather-notice" message={t('weather.moved')} description={t('weather.moved.text')} />;
  }
  return <WeatherOffer booking={booking} risk={risk} />;
}

function WeatherOffer({ booking, risk }: { booking: BookingSummaryDto; risk: WeatherRiskDto }) {
  const dispatch = useAppDispatch();
  const [keep, keeping] = useCustomerKeepWeatherBookingMutation();
  const [move, moving] = useCustomerMoveWeatherBookingMutation();
  const t = useT();
  const tr = useUiText();
  const locale = useIntlLocale();
  const [picking, setPicking] = useState(false);
  const [selected, setSelected] = useState<string | null>(null);
  const [range] = useState(() => {
    const from = calendarDate(new Date());
    return { from, to: addDays(from, DAYS_SHOWN - 1), bookingId: booking.id };
  });

  const onKeep = async () => {
    try {
      await keep(booking.id).unwrap();
      dispatch(showToast({ title: t('weather.kept'), description: t('weather.kept.text', { when: `${longDate(booking.scheduledDate, locale)}, ${windowText(booking, tr)}` }) }));
    } catch (error) {
      dispatch(showToast({ title: t('weather.keepFailed'), description: tr(errorMessage(error, 'Please try again.')), variant: 'destructive' }));
    }
  };

  const onMove = async () => {
    if (!selected) return;
    try {
      const moved = await move({ id: booking.id, scheduledDate: selected }).unwrap();
      const start = moved.scheduledDate ?? selected;
      dispatch(showToast({ title: t('weather.movedToast'), description: t('weather.movedToast.text', { when: `${longDate(start, locale)}, ${windowText({ scheduledDate: start }, tr)}` }) }));
    } catch (error) {
      setSelected(null);
      dispatch(showToast({ title: t('weather.moveFailed'), description: tr(errorMessage(error, 'Please try again.')), variant: 'destructive' }));
    }
  };

  return (
    // min-width 0: the picker's row of days scrolls inside the page's grid instead of widening it.
    <div data-testid="weather-notice" style={{ minWidth: 0, display: 'grid', gap: 12 }}>
      <Alert
        type="warning"
        showIcon
        message={t('weather.forecast', { risk: weatherRiskText(risk, t) })}
        description={
          <div style={{ display: 'grid', gap: 12 }}>
            <p style={{ margin: 0 }}>
              {risk.choice === 'kept' ? t('weather.keeping') : t('weather.choose')}
            </p>
            {!picking && (
              <Flex gap={8} wrap>
                {risk.choice !== 'kept' && (
                  <Button loading={keeping.isLoading} onClick={() => void onKeep()}>
                    {t('weather.keep')}
                  </Button>
                )}
                <Button type="primary" onClick={() => setPicking(true)}>
                  {t('weather.move')}
                </Button>
              </Flex>
            )}
          </div>
        }
      />
      {picking && (
        <section aria-label={t('weather.move.label')} data-testid="weather-move" style={{ minWidth: 0 }}>
          <WindowPicker range={range} current={booking.scheduledDate} selected={selected} onSelect={setSelected} testId="weather-move" />
          <Flex gap={8} style={{ marginTop: 12 }} wrap>
            <Button type="primary" disabled={!selected} loading={moving.isLoading} onClick={() => void onMove()}>
              {t('manage.confirmTime')}
            </Button>
            <Button onClick={() => (setPicking(false), setSelected(null))}>{t('weather.notNow')}</Button>
          </Flex>
        </section>
      )}
    </div>
  );
}
