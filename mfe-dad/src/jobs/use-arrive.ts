import { useState } from 'react';
import { errorMessage, showToast, useAppDispatch } from '@dd/api-client';
import type { JobSessionDto } from '@dd/contracts/booking';
import { useDadStartJobMutation } from '../api/dad.api';
import { readPosition } from './location';

/** I'm Here: reads the location (optional, 5 s at most), then starts the session; 'Failed to start session' on a refusal. */
export function useArrive(): { arrive: (bookingId: string) => Promise<JobSessionDto | null>; arriving: boolean } {
  const dispatch = useAppDispatch();
  const [start] = useDadStartJobMutation();
  const [arriving, setArriving] = useState(false);
  async function arrive(bookingId: string) {
    setArriving(true);
    try {
      const position = await readPosition();
      return await start({ id: bookingId, ...(position ?? {}) }).unwrap();
    } catch (error) {
      dispatch(showToast({ title: 'Failed to start session', description: errorMessage(error, 'Failed to start session'), variant: 'destructive' }));
      return null;
    } finally {
      setArriving(false);
    }
  }
  return { arrive, arriving };
}
