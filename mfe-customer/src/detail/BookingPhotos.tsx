import { useEffect } from 'react';
import { Button } from 'antd';
import { showToast, useAppDispatch } from '@dd/api-client';
import type { MediaType } from '@dd/contracts/enums';
import { mediaImage } from '@dd/ui/image/image-variants';
import { VariantImage } from '@dd/ui/image/variant-image';
import { PageSpinner } from '@dd/ui/page-spinner';
import { brand } from '@dd/ui/theme';
import { useCustomerGetCustomerBookingMediaQuery } from '../api/bookings.api';
import { useT, type CustomerMessageId } from '../i18n';

/** Each set's words: its heading, its photos' alt text, its loading and empty lines. */
const WORDS: Record<MediaType, Record<'label' | 'alt' | 'loading' | 'none', CustomerMessageId>> = {
  before: { label: 'photos.before', alt: 'photos.before.alt', loading: 'photos.before.loading', none: 'photos.before.none' },
  after: { label: 'photos.after', alt: 'photos.after.alt', loading: 'photos.after.loading', none: 'photos.after.none' },
};

function PhotoSet({ bookingId, type }: { bookingId: string; type: MediaType }) {
  const dispatch = useAppDispatch();
  const query = useCustomerGetCustomerBookingMediaQuery({ id: bookingId, type });
  const t = useT();
  const words = WORDS[type];

  // Spec §8: 'Failed to fetch media' is what a non-OK media response raises; 'Failed to load photos' tells the customer.
  useEffect(() => {
    if (query.isError) dispatch(showToast({ title: t('photos.failed'), description: t('photos.failed.text'), variant: 'destructive' }));
    // t changes with the language only; a toast already shown is not shown again for it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query.isError, dispatch]);

  let body;
  if (query.isLoading) body = <PageSpinner label={t(words.loading)} />;
  else if (!query.data)
    body = (
      <p role="alert" style={{ margin: 0, color: brand.error }}>
        {t('photos.failed.line')}{' '}
        <Button size="small" onClick={() => void query.refetch()}>
          {t('common.retry')}
        </Button>
      </p>
    );
  else if (!query.data.length) body = <p style={{ margin: 0, color: brand.textMuted }}>{t(words.none)}</p>;
  else
    body = (
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 180px), 1fr))', gap: 8 }}>
        {query.data.map((media) => (
          <VariantImage
            key={media.id}
            image={mediaImage(media)}
            preferred="medium"
            alt={t(words.alt)}
            style={{ width: '100%', aspectRatio: '4 / 3', borderRadius: 8 }}
          />
        ))}
      </div>
    );

  return (
    <div data-testid={`photos-${type}`}>
      <h3 style={{ fontSize: 16, margin: '0 0 8px', color: brand.text }}>{t(words.label)}</h3>
      {body}
    </div>
  );
}

/** The booking's before and after photos (GET /api/bookings/{id}/media?type=before|after). */
export function BookingPhotos({ bookingId }: { bookingId: string }) {
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <PhotoSet bookingId={bookingId} type="before" />
      <PhotoSet bookingId={bookingId} type="after" />
    </div>
  );
}
