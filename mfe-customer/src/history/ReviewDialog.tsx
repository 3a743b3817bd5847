import { useState } from 'react';
import { Button, Flex, Input, Rate } from 'antd';
import { errorMessage, showToast, useAppDispatch } from '@dd/api-client';
import type { BookingSummaryDto } from '@dd/contracts/booking';
import { PlainDialog } from '@dd/ui/plain-dialog';
import { brand } from '@dd/ui/theme';
import { useCustomerAddReviewMutation } from '../api/portal.api';

/** Review a completed detail: 1 to 5 stars and a comment; it shows on /reviews once approved. */
export function ReviewDialog({ booking, onClose }: { booking: BookingSummaryDto; onClose: () => void }) {
  const dispatch = useAppDispatch();
  const [addReview, adding] = useCustomerAddReviewMutation();
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async () => {
    if (!rating) return setError('Please choose a rating from 1 to 5 stars');
    try {
      await addReview({ bookingId: booking.id, rating, comment }).unwrap();
      dispatch(showToast({ title: 'Thank you for your review!', description: 'It will appear on our reviews page once approved.' }));
      onClose();
    } catch (failure) {
      dispatch(showToast({ title: 'Failed to submit review', description: errorMessage(failure, 'Please try again.'), variant: 'destructive' }));
    }
  };

  return (
    <PlainDialog open onClose={onClose} title={`Review: ${booking.package?.name ?? 'your detail'}`} width={520}>
      <div style={{ marginBottom: 16 }}>
        <div id="review-rating-label" style={{ marginBottom: 6 }}>
          Rating
        </div>
        <Rate value={rating} onChange={(value) => (setRating(value), setError(null))} aria-labelledby="review-rating-label" data-testid="review-rating" />
        {error && (
          <div role="alert" style={{ color: brand.error, fontSize: 13, marginTop: 4 }}>
            {error}
          </div>
        )}
      </div>
      <label htmlFor="review-comment" style={{ display: 'block', marginBottom: 6 }}>
        Comment (optional)
      </label>
      <Input.TextArea id="review-comment" value={comment} onChange={(event) => setComment(event.target.value)} maxLength={2000} autoSize={{ minRows: 3, maxRows: 6 }} />
      <Flex justify="end" gap={8} style={{ marginTop: 16 }}>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="primary" loading={adding.isLoading} onClick={() => void onSubmit()}>
          Submit Review
        </Button>
      </Flex>
    </PlainDialog>
  );
}
