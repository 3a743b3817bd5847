import { useState, type ReactNode } from 'react';
import { errorCode, errorMessage, showToast, useAppDispatch } from '@dd/api-client';
import type { JobSessionDto } from '@dd/contracts/booking';
import { ConfirmDialog } from '@dd/ui/confirm-dialog';
import { useDadStartJobMutation } from '../api/dad.api';
import { useT, type DadMessageId } from '../i18n';
import { readPosition } from './location';

/** The questions the server may ask before a start, and how each is put to the DAD. */
const QUESTIONS = {
  EARLY_ARRIVAL: { flag: 'early', title: 'arrive.early.title', confirm: 'arrive.early.confirm', testId: 'early-arrival' },
  AWAY_FROM_JOB: { flag: 'away', title: 'arrive.away.title', confirm: 'arrive.away.confirm', testId: 'away-from-job' },
} as const satisfies Record<string, { flag: string; title: DadMessageId; confirm: DadMessageId; testId: string }>;
type Question = keyof typeof QUESTIONS;
const isQuestion = (code: string | undefined): code is Question => !!code && code in QUESTIONS;

/**
 * I'm Here: reads the location (optional, 5 s at most), then starts the session; 'Failed to start
 * session' on a refusal. The server may ask first: well before the window (409 EARLY_ARRIVAL), or
 * with a location far from the job (409 AWAY_FROM_JOB, issue 37 item 8). `dialog` puts each question
 * to the DAD in turn; each yes is sent with the next try. Render `dialog`.
 */
export function useArrive(): { arrive: (bookingId: string) => Promise<JobSessionDto | null>; arriving: boolean; dialog: ReactNode } {
  const dispatch = useAppDispatch();
  const t = useT();
  const [start] = useDadStartJobMutation();
  const [arriving, setArriving] = useState(false);
  const [asking, setAsking] = useState<{ question: Question; message: string; answer: (yes: boolean) => void } | null>(null);
  async function arrive(bookingId: string) {
    setArriving(true);
    try {
      const position = await readPosition();
      const agreed: { early?: boolean; away?: boolean } = {};
      for (;;) {
        try {
          return await start({ id: bookingId, ...(position ?? {}), ...agreed }).unwrap();
        } catch (error) {
          const code = errorCode(error);
          if (!isQuestion(code) || agreed[QUESTIONS[code].flag]) throw error;
          const yes = await new Promise<boolean>((answer) => setAsking({ question: code, message: errorMessage(error, ''), answer }));
          setAsking(null);
          if (!yes) return null;
          agreed[QUESTIONS[code].flag] = true;
        }
      }
    } catch (error) {
      dispatch(showToast({ title: t('arrive.failed'), description: errorMessage(error, t('arrive.failed')), variant: 'destructive' }));
      return null;
    } finally {
      setArriving(false);
    }
  }
  const question = asking ? QUESTIONS[asking.question] : QUESTIONS.EARLY_ARRIVAL;
  const dialog = (
    <ConfirmDialog open={!!asking} title={t(question.title)} confirmLabel={t(question.confirm)} cancelLabel={t('arrive.notYet')} onCancel={() => asking?.answer(false)} onConfirm={() => asking?.answer(true)}>
      <span data-testid={question.testId}>{asking?.message}</span>
    </ConfirmDialog>
  );
  return { arrive, arriving, dialog };
}
