import { StarFilled } from '@ant-design/icons';
import { brand } from './theme';

export interface StarRatingProps {
  /** 0 to 5; fractions round to the nearest whole star. */
  value: number;
  size?: number;
}

/** A read-only 5-star rating (spec §9: rating scale 5 stars) without antd's Rate. */
export function StarRating({ value, size = 16 }: StarRatingProps) {
  const filled = Math.max(0, Math.min(5, Math.round(value)));
  return (
    <span role="img" aria-label={`Rated ${value} out of 5`} style={{ display: 'inline-flex', gap: 2, fontSize: size, lineHeight: 1 }}>
      {[1, 2, 3, 4, 5].map((star) => (
        <StarFilled key={star} aria-hidden style={{ color: star <= filled ? brand.accent : brand.border }} />
      ))}
    </span>
  );
}
