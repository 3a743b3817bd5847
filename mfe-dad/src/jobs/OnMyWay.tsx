import { useState } from 'react';
import { Alert, Button, Flex, Select } from 'antd';
import { CarOutlined } from '@ant-design/icons';
import type { BookingDetailDto } from '@dd/contracts/booking';
import { calendarDate } from '@dd/domain/time-windows';
import { errorMessage } from '@dd/api-client';
import { clockTime as clock } from '@dd/ui/booking-format';
import { useDadGetOnTheWayQuery, useDadOnMyWayMutation } from '../api/dad.api';
import { jobDay } from '../common/job-format';
import { useT } from '../i18n';
import { useSharePosition } from './share-position';

const ETAS = [10, 15, 20, 30, 45, 60, 90];

/**
 * On my way (issue 43): on the job's day, before I'm Here; the customer is told once, by text or
 * email as they prefer, with a tracking link the phone's position keeps up to date until I'm Here.
 * A job already on the way (the log says so) shares the position as soon as its sheet is open.
 */
export function OnMyWay({ booking }: { booking: BookingDetailDto }) {
  const [eta, setEta] = useState(20);
  const [announce, result] = useDadOnMyWayMutation();
  const t = useT();
  const today = booking.status === 'confirmed' && jobDay(booking) === calendarDate(new Date());
  // Already on the way when the sheet opens (I'm Finished of the job before set out by itself, or an earlier tap): sharing at once.
  const earlier = useDadGetOnTheWayQuery(booking.id, { skip: !today, refetchOnMountOrArgChange: true });
  const onTheWay = result.data ?? earlier.data;
  useSharePosition(booking.id, today && !!onTheWay);
  if (!today) return null;
  if (onTheWay)
    return (
      <Alert
        type="success"
        showIcon
        data-testid="on-my-way-sent"
        message={t(onTheWay.announced ? 'onMyWay.told' : 'onMyWay.alreadyTold', { time: clock(onTheWay.expectedAt) })}
        description={t('onMyWay.sharing')}
      />
    );
  return (
    <Flex gap={8} wrap align="center" data-testid="on-my-way">
      <label htmlFor="on-my-way-eta">{t('onMyWay.arrivingIn')}</label>
      <Select id="on-my-way-eta" value={eta} onChange={setEta} style={{ minWidth: 120 }} options={ETAS.map((m) => ({ value: m, label: t('duration.minutes', { minutes: m }) }))} />
      <Button type="primary" size="large" icon={<CarOutlined aria-hidden />} loading={result.isLoading} onClick={() => announce({ id: booking.id, etaMinutes: eta })}>
        {t('onMyWay.button')}
      </Button>
      {result.isError && <Alert type="error" showIcon message={errorMessage(result.error, t('onMyWay.failed'))} />}
    </Flex>
  );
}
