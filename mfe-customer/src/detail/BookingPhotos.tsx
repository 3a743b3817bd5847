import { useEffect } from 'react';
import { Button } from 'antd';
import { showToast, useAppDispatch } from '@dd/api-client';
import type { MediaType } from '@dd/contracts/enums';
import { mediaImage } from '@dd/ui/image/image-variants';
import { VariantImage } from '@dd/ui/image/variant-image';
import { PageSpinner } from '@dd/ui/page-spinner';
import { brand } from '@dd/ui/theme';
import { useCustomerGetCustomerBookingMediaQuery } from '../api/bookings.api';

const LABELS: Record<MediaType, string> = { before: 'Before', after: 'After' };

function PhotoSet({ bookingId, type }: { bookingId: string; type: MediaType }) {
  const dispatch = useAppDispatch();
  const query = useCustomerGetCustomerBookingMediaQuery({ id: bookingId, type });

  // Spec §8: 'Failed to fetch media' is what a non-OK media response raises; 'Failed to load photos' tells the customer.
  useEffect(() => {
    if (query.isError) dispatch(showToast({ title: 'Failed to load photos', description: 'Failed to fetch media', variant: 'destructive' }));
  }, [query.isError, dispatch]);

  let body;
  if (query.isLoading) body = <PageSpinner label={`Loading ${type} photos`} />;
  else if (!query.data)
    body = (
      <p role="alert" style={{ margin: 0, color: brand.error }}>
        Failed to load photos.{' '}
        <Button size="small" onClick={() => void query.refetch()}>
          Retry
        </Button>
      </p>
    );
  else if (!query.data.length) body = <p style={{ margin: 0, color: brand.textMuted }}>No {type} photos yet.</p>;
  else
    body = (
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 180px), 1fr))', gap: 8 }}>
        {query.data.map((media) => (
          <VariantImage
            key={media.id}
            image={mediaImage(media)}
            preferred="medium"
            alt={`${LABELS[type]} photo`}
            style={{ width: '100%', aspectRatio: '4 / 3', borderRadius: 8 }}
          />
        ))}
      </div>
    );

  return (
    <div data-testid={`photos-${type}`}>
      <h3 style={{ fontSize: 16, margin: '0 0 8px', color: brand.text }}>{LABELS[type]}</h3>
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
