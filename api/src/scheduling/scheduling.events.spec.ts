import { spansAdded } from './scheduling.events';

describe('spansAdded: the hours a change of schedule adds', () => {
  const span = (startTime: string, endTime: string) => ({ startTime, endTime });

  it('is the whole span on a day that had none, and nothing for the same hours saved again', () => {
    expect(spansAdded([], [span('08:00', '12:00')])).toEqual([span('08:00', '12:00')]);
    expect(spansAdded([span('08:00', '12:00')], [span('08:00', '12:00')])).toEqual([]);
  });

  it('is only the new part of a longer day, on either side', () => {
    expect(spansAdded([span('08:00', '12:00')], [span('08:00', '16:00')])).toEqual([span('12:00', '16:00')]);
    expect(spansAdded([span('10:00', '12:00')], [span('06:00', '14:00')])).toEqual([span('06:00', '10:00'), span('12:00', '14:00')]);
  });

  it('adds nothing for shorter hours, and counts a gap between two old spans as new', () => {
    expect(spansAdded([span('08:00', '20:00')], [span('10:00', '12:00')])).toEqual([]);
    expect(spansAdded([span('08:00', '10:00'), span('14:00', '16:00')], [span('08:00', '16:00')])).toEqual([span('10:00', '14:00')]);
  });
});
