import type { JobSessionDto } from '@dd/contracts/booking';
import { durationText, elapsedText, resumeStep, sessionState } from './job-step';

const session = (completedAt: string | null): JobSessionDto => ({
  id: 's1',
  bookingId: 'b1',
  dadId: 'd1',
  startedAt: '2026-11-22T17:00:00.000Z',
  completedAt,
  durationMinutes: completedAt ? 95 : null,
  geofenceVerified: true,
  geofenceLatitude: null,
  geofenceLongitude: null,
});
const none = { before: 0, after: 0 };

describe('resumeStep', () => {
  it('offers I’m Here on a confirmed booking without a session, and nothing on a pending or cancelled one', () => {
    expect(resumeStep('confirmed', null, none)).toBe('arrive');
    expect(resumeStep('pending', null, none)).toBe('closed');
    expect(resumeStep('cancelled', null, none)).toBe('closed');
  });

  it('resumes a started job at the before photos until there is one, then at the active job', () => {
    expect(resumeStep('in_progress', session(null), none)).toBe('before');
    expect(resumeStep('in_progress', session(null), { before: 2, after: 0 })).toBe('active');
  });

  it('resumes a finished job at the after photos until there is one, then at the summary', () => {
    expect(resumeStep('completed', session('2026-11-22T18:35:00.000Z'), { before: 1, after: 0 })).toBe('after');
    expect(resumeStep('completed', session('2026-11-22T18:35:00.000Z'), { before: 1, after: 1 })).toBe('summary');
  });
});

describe('session state and times', () => {
  it('reads the spec’s three session states', () => {
    expect(sessionState(null)).toBe('not-started');
    expect(sessionState(session(null))).toBe('active');
    expect(sessionState(session('2026-11-22T18:35:00.000Z'))).toBe('completed');
  });

  it('counts the elapsed time and writes durations', () => {
    expect(elapsedText('2026-11-22T17:00:00.000Z', Date.parse('2026-11-22T18:07:05.000Z'))).toBe('1:07:05');
    expect(elapsedText('2026-11-22T17:00:00.000Z', Date.parse('2026-11-22T16:00:00.000Z'))).toBe('0:00:00');
    expect(durationText(95)).toBe('1 h 35 min');
    expect(durationText(45)).toBe('45 min');
    expect(durationText(null)).toBe('—');
  });
});
