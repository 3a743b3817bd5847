import { useState } from 'react';
import { Button, Flex, Input, Rate } from 'antd';
import { errorMessage, showToast, useAppDispatch } from '@dd/api-client';
import type { BookingSummaryDto } from '@dd/contracts/booking';
import { PlainDialog } from '@dd/ui/plain-dialog';
import { brand } from '@dd/ui/theme';
import { useCustomerAddReviewMutation } from '../api/portal.api';
import { useUiText } from '@dd/ui/i18n';
import { useT } from '../i18n';

/** Review a completed detail: 1 to 5 stars and a comment; it shows on /reviews once approved. */
export function ReviewDialog({ booking, onClose }: { booking: BookingSummaryDto; onClose: () => void }) {
  const dispatch = useAppDispatch();
  const [addReview, adding] = useCustomerAddReviewMutation();
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const t = useT();
  const tr = useUiText();

  const onSubmit = async () => {
    if (!rating) return setError(t('review.ratingRequired'));
    try {
      await addReview({ bookingId: booking.id, rating, comment }).unwrap();
      dispatch(showToast({ title: t('review.thanks'), description: t('review.thanks.text') }));
      onClose();
    } catch (failure) {
      dispatch(showToast({ title: t('review.failed'), description: tr(errorMessage(failure, 'Please try again.')), variant: 'destructive' }));
    }
  };

  return (
    <PlainDialog open onClose={onClose} title={booking.package?.name ? t('review.title', { name: booking.package.name }) : t('review.title.yourDetail')} width={520}>
      <div style={{ marginBottom: 16 }}>
        <div id="review-rating-label" style={{ marginBottom: 6 }}>
          {t('review.rating')}
        </div>
        <Rate value={rating} onChange={(value) => (setRating(value), setError(null))} aria-labelledby="review-rating-label" data-testid="review-rating" />
        {error && (
          <div role="alert" style={{ color: brand.error, fontSize: 13, marginTop: 4 }}>
            {error}
          </div>
        )}
      </div>
      <label htmlFor="review-comment" style={{ display: 'block', marginBottom: 6 }}>
        {t('review.comment')}
      </label>
      <Input.TextArea id="review-comment" value={comment} onChange={(event) => setComment(event.target.value)} maxLength={2000} autoSize={{ minRows: 3, maxRows: 6 }} />
      <Flex justify="end" gap={8} style={{ marginTop: 16 }}>
        <Button onClick={onClose}>{tr('Cancel')}</Button>
        <Button type="primary" loading={adding.isLoading} onClick={() => void onSubmit()}>
          {t('review.submit')}
        </Button>
      </Flex>
    </PlainDialog>
  );
}
