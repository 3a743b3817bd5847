import type { JobSessionDto } from '@dd/contracts/booking';
import type { BookingMediaDto } from '@dd/contracts/image';
import type { QueuedPhoto } from '../photos/photo-queue';
import { fillEnglish } from '@dd/ui/ui-text';
import en from '../locales/en.json';
import type { DadMessageId } from '../i18n';
import { durationText, elapsedText, everyVehicleHasOne, photoVehicles, resumeStep, sessionState } from './job-step';

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
/** The English catalog's words: what a DAD reading English sees. */
const t = (id: DadMessageId, values?: Record<string, string | number>) => fillEnglish(en[id], values);

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
    expect(sessionState(session(null), 'in_progress')).toBe('active');
    expect(sessionState(session(null), 'cancelled')).toBe('no-show');
  });

  it('counts the elapsed time and writes durations', () => {
    expect(elapsedText('2026-11-22T17:00:00.000Z', Date.parse('2026-11-22T18:07:05.000Z'))).toBe('1:07:05');
    expect(elapsedText('2026-11-22T17:00:00.000Z', Date.parse('2026-11-22T16:00:00.000Z'))).toBe('0:00:00');
    expect(durationText(95, t)).toBe('1 h 35 min');
    expect(durationText(45, t)).toBe('45 min');
    expect(durationText(null, t)).toBe('—');
    expect(durationText(0, t)).toBe('under a minute');
  });
});

describe('photos of a booking of several vehicles', () => {
  const media = (vehiclePosition: number) => ({ vehiclePosition }) as BookingMediaDto;
  const queued = (vehiclePosition?: number) => ({ vehiclePosition }) as QueuedPhoto;
  const vehicle = (position: number, car: { year: number; make: string; model: string } | null) =>
    ({ position, vehicleType: 'suv', packageName: 'The Tidy Up', car: car && { ...car, color: null, licensePlate: null } }) as never;

  it('names each vehicle by its car, else its size and package; one vehicle keeps the one set', () => {
    expect(photoVehicles({ vehicles: [vehicle(1, null)] } as never, t)).toBeNull();
    expect(photoVehicles({ vehicles: [vehicle(1, { year: 2021, make: 'Toyota', model: 'Camry' }), vehicle(2, null)] } as never, t)).toEqual([
      { position: 1, name: 'Vehicle 1: 2021 Toyota Camry' },
      { position: 2, name: 'Vehicle 2: SUV, The Tidy Up' },
    ]);
  });

  it('moves on only when every vehicle has a photo, uploaded or still on the phone', () => {
    const two = [{ position: 1, name: 'a' }, { position: 2, name: 'b' }];
    expect(everyVehicleHasOne(two, [media(1)], [])).toBe(false);
    expect(everyVehicleHasOne(two, [media(1)], [queued(2)])).toBe(true);
    expect(everyVehicleHasOne(two, [media(2)], [queued()])).toBe(true);
    expect(everyVehicleHasOne(null, [], [queued()])).toBe(true);
    expect(everyVehicleHasOne(null, [], [])).toBe(false);
  });
});
