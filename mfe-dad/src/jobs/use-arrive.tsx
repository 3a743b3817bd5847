import { useState, type ReactNode } from 'react';
import { errorCode, errorMessage, showToast, useAppDispatch } from '@dd/api-client';
import type { JobSessionDto } from '@dd/contracts/booking';
import { ConfirmDialog } from '@dd/ui/confirm-dialog';
import { useDadStartJobMutation } from '../api/dad.api';
import { readPosition } from './location';

/**
 * I'm Here: reads the location (optional, 5 s at most), then starts the session; 'Failed to start
 * session' on a refusal. Well before the window the server asks first (409 EARLY_ARRIVAL): `dialog`
 * puts its question to the DAD, and Start Early starts it (the customer is told). Render `dialog`.
 */
export function useArrive(): { arrive: (bookingId: string) => Promise<JobSessionDto | null>; arriving: boolean; dialog: ReactNode } {
  const dispatch = useAppDispatch();
  const [start] = useDadStartJobMutation();
  const [arriving, setArriving] = useState(false);
  const [asking, setAsking] = useState<{ message: string; answer: (startEarly: boolean) => void } | null>(null);
  async function arrive(bookingId: string) {
    setArriving(true);
    try {
      const position = await readPosition();
      try {
        return await start({ id: bookingId, ...(position ?? {}) }).unwrap();
      } catch (error) {
        if (errorCode(error) !== 'EARLY_ARRIVAL') throw error;
        const startEarly = await new Promise<boolean>((answer) => setAsking({ message: errorMessage(error, ''), answer }));
        setAsking(null);
        return startEarly ? await start({ id: bookingId, ...(position ?? {}), early: true }).unwrap() : null;
      }
    } catch (error) {
      dispatch(showToast({ title: 'Failed to start session', description: errorMessage(error, 'Failed to start session'), variant: 'destructive' }));
      return null;
    } finally {
      setArriving(false);
    }
  }
  const dialog = (
    <ConfirmDialog open={!!asking} title="You are early" confirmLabel="Start Early" cancelLabel="Not Yet" onCancel={() => asking?.answer(false)} onConfirm={() => asking?.answer(true)}>
      <span data-testid="early-arrival">{asking?.message}</span>
    </ConfirmDialog>
  );
  return { arrive, arriving, dialog };
}
