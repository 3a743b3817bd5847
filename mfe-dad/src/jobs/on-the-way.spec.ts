import { onTheWayOf } from './on-the-way';

describe('onTheWayOf', () => {
  it('finds the On my way on the log, whoever started it, as already told', () => {
    const events = [
      { type: 'created' as const, details: {} },
      { type: 'dad_on_the_way' as const, details: { etaMinutes: 14, expectedAt: '2027-06-04T16:20:00.000Z' } },
    ];
    expect(onTheWayOf('b1', events)).toEqual({ bookingId: 'b1', expectedAt: '2027-06-04T16:20:00.000Z', announced: false });
  });

  it('is null once the job was given to this DAD after another set out', () => {
    const events = [
      { type: 'dad_on_the_way' as const, details: { etaMinutes: 14, expectedAt: '2027-06-04T16:20:00.000Z' } },
      { type: 'dad_assigned' as const, details: { fromDadId: 'd1', dadId: 'd2' } },
    ];
    expect(onTheWayOf('b1', events)).toBeNull();
  });

  it('is null before anyone set out', () => {
    expect(onTheWayOf('b1', [{ type: 'created', details: {} }])).toBeNull();
  });
});
