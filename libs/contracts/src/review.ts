/** A review (customer-side §3) with the customer's name and the booking's package and car. */
export interface ReviewDto {
  id: string;
  bookingId: string;
  customerId: string;
  dadId: string | null;
  /** 1 to 5. */
  rating: number;
  comment: string | null;
  isVerified: boolean;
  isApproved: boolean;
  createdAt: string;
  customer: { firstName: string; lastName: string };
  booking: {
    package: { name: string } | null;
    car: { year: number; make: string; model: string } | null;
  };
}

/**
 * GET /api/reviews (public, approved only): the same shape without the account ids, and with the
 * customer's last name shortened to its initial ("Sarah M.") so a public page never shows full names.
 */
export type PublicReviewDto = Omit<ReviewDto, 'customerId' | 'dadId'>;
