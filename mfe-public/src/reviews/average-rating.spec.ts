import { averageRating } from './average-rating';

describe('averageRating', () => {
  it('is the mean to one decimal (spec §9)', () => {
    expect(averageRating([{ rating: 5 }, { rating: 4 }])).toBe('4.5');
    expect(averageRating([{ rating: 5 }, { rating: 5 }, { rating: 4 }])).toBe('4.7');
    expect(averageRating([{ rating: 5 }])).toBe('5.0');
  });

  it('is null without reviews', () => {
    expect(averageRating([])).toBeNull();
  });
});
