import { standingOnTheWay } from './on-the-way';

const onTheWay = (expectedAt: string) => ({ type: 'dad_on_the_way', details: { etaMinutes: 10, expectedAt } });

describe('standingOnTheWay', () => {
  it('is the last On my way on the log', () => {
    const first = onTheWay('2027-06-04T16:20:00.000Z');
    expect(standingOnTheWay([{ type: 'created', details: {} }, first, { type: 'customer_confirmed', details: {} }])).toBe(first);
  });

  it('is null before anyone set out', () => {
    expect(standingOnTheWay([{ type: 'created', details: {} }])).toBeNull();
  });

  it('no longer stands once the job went to another DAD or moved, until someone sets out again', () => {
    const before = onTheWay('2027-06-04T16:20:00.000Z');
    expect(standingOnTheWay([before, { type: 'dad_assigned', details: { fromDadId: 'a', dadId: 'b' } }])).toBeNull();
    expect(standingOnTheWay([before, { type: 'rescheduled', details: {} }])).toBeNull();
    const again = onTheWay('2027-06-04T17:05:00.000Z');
    expect(standingOnTheWay([before, { type: 'dad_assigned', details: {} }, again])).toBe(again);
  });
});
