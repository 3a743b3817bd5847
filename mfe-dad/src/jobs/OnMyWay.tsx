import { useState } from 'react';
import { Alert, Button, Flex, Select } from 'antd';
import { CarOutlined } from '@ant-design/icons';
import type { BookingDetailDto } from '@dd/contracts/booking';
import { calendarDate } from '@dd/domain/time-windows';
import { errorMessage } from '@dd/api-client';
import { useDadOnMyWayMutation } from '../api/dad.api';
import { jobDay } from '../common/job-format';

const ETAS = [10, 15, 20, 30, 45, 60, 90];
const clock = (iso: string) => new Date(iso).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'America/Los_Angeles' });

/** On my way (issue 43): on the job's day, before I'm Here; the customer is told once, by text or email as they prefer. */
export function OnMyWay({ booking }: { booking: BookingDetailDto }) {
  const [eta, setEta] = useState(20);
  const [announce, result] = useDadOnMyWayMutation();
  if (booking.status !== 'confirmed' || jobDay(booking) !== calendarDate(new Date())) return null;
  if (result.data)
    return (
      <Alert
        type="success"
        showIcon
        data-testid="on-my-way-sent"
        message={result.data.announced ? `Customer told you're on the way, arriving around ${clock(result.data.expectedAt)}` : `Customer was already told: arriving around ${clock(result.data.expectedAt)}`}
      />
    );
  return (
    <Flex gap={8} wrap align="center" data-testid="on-my-way">
      <label htmlFor="on-my-way-eta">Arriving in</label>
      <Select id="on-my-way-eta" value={eta} onChange={setEta} style={{ minWidth: 120 }} options={ETAS.map((m) => ({ value: m, label: `${m} min` }))} />
      <Button type="primary" size="large" icon={<CarOutlined aria-hidden />} loading={result.isLoading} onClick={() => announce({ id: booking.id, etaMinutes: eta })}>
        On my way
      </Button>
      {result.isError && <Alert type="error" showIcon message={errorMessage(result.error, 'The customer could not be told. Please try again.')} />}
    </Flex>
  );
}
