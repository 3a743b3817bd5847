import { useEffect, useMemo, useRef, useState } from 'react';
import { Button, Progress } from 'antd';
import { CameraOutlined } from '@ant-design/icons';
import { showToast, useAppDispatch } from '@dd/api-client';
import type { MediaType } from '@dd/contracts/enums';
import { IMAGE_ACCEPTED_MIME_TYPES, IMAGE_MAX_BYTES, IMAGE_MESSAGES, type BookingMediaDto } from '@dd/contracts/image';
import { mediaImage } from '@dd/ui/image/image-variants';
import { VariantImage } from '@dd/ui/image/variant-image';
import { brand } from '@dd/ui/theme';
import type { QueuedPhoto } from './photo-queue';
import { resizePhoto } from './resize';
import { useOnline, usePhotoQueue } from './use-photo-queue';
import { useUiText } from '@dd/ui/i18n';
import { useT } from '../i18n';

const tile = { width: '100%', aspectRatio: '4 / 3', borderRadius: 8, objectFit: 'cover', display: 'block' } as const;
const grid = { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', gap: 8, margin: '12px 0' } as const;

function QueuedTile({ photo, online, onRetry, onDiscard }: { photo: QueuedPhoto; online: boolean; onRetry: () => void; onDiscard: () => void }) {
  const preview = useMemo(() => URL.createObjectURL(photo.blob), [photo.blob]);
  useEffect(() => () => URL.revokeObjectURL(preview), [preview]);
  // A file this phone cannot show (not an image after all): a plain box, not a broken picture.
  const [unshowable, setUnshowable] = useState(false);
  const t = useT();
  const tr = useUiText();
  const status =
    photo.state === 'uploading'
      ? t('photos.uploading', { percent: Math.round(photo.progress * 100) })
      : photo.state === 'refused'
        ? t('photos.refused', { file: photo.fileName, reason: tr(photo.error ?? IMAGE_MESSAGES.invalidType) })
        : photo.state === 'failed'
          ? t('photos.failed', { reason: tr(photo.error ?? 'Failed to upload image') })
          : online
            ? t('photos.waiting')
            : t('photos.savedOffline');
  const failed = photo.state === 'failed' || photo.state === 'refused';
  return (
    <li style={{ listStyle: 'none' }} data-testid="queued-photo" data-state={photo.state}>
      {unshowable ? (
        <div style={{ ...tile, display: 'grid', placeItems: 'center', background: brand.background, border: `1px solid ${brand.border}`, color: brand.textMuted }}>{t('photos.noPreview')}</div>
      ) : (
        <img src={preview} alt={t(photo.mediaType === 'before' ? 'photos.waitingAlt.before' : 'photos.waitingAlt.after')} style={{ ...tile, opacity: 0.7 }} onError={() => setUnshowable(true)} />
      )}
      <p role="status" style={{ margin: '4px 0', fontSize: 14, color: failed ? brand.error : brand.textMuted, overflowWrap: 'anywhere' }}>
        {status}
      </p>
      {photo.state === 'uploading' && <Progress percent={Math.round(photo.progress * 100)} size="small" showInfo={false} aria-label={t('photos.progress')} />}
      {failed && (
        <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
          {photo.state === 'failed' && <Button onClick={onRetry}>{t('photos.retry')}</Button>}
          <Button danger onClick={onDiscard}>
            {t('photos.remove')}
          </Button>
        </div>
      )}
    </li>
  );
}

/**
 * Before or after photos of a job: the ones on the server, the ones still on the phone (with their
 * state), and a button that opens the rear camera. Photos are resized here, then queued (see PhotoQueue).
 * With `vehicle` (a booking of several vehicles), only that vehicle's photos, and new ones are its.
 */
export function JobPhotos({
  bookingId,
  mediaType,
  media,
  canAdd = true,
  vehicle,
}: {
  bookingId: string;
  mediaType: MediaType;
  media: BookingMediaDto[];
  canAdd?: boolean;
  vehicle?: { position: number; name: string };
}) {
  const input = useRef<HTMLInputElement>(null);
  const dispatch = useAppDispatch();
  const online = useOnline();
  const { queue, photos } = usePhotoQueue(bookingId, mediaType, vehicle?.position);
  const t = useT();
  const tr = useUiText();
  const base = t(mediaType === 'before' ? 'photos.before' : 'photos.after');
  const label = vehicle ? t('photos.ofVehicle', { base, vehicle: vehicle.name }) : base;
  const shown = vehicle ? media.filter((m) => m.vehiclePosition === vehicle.position) : media;
  const suffix = vehicle ? `-${vehicle.position}` : '';

  async function take(files: FileList | null) {
    for (const file of Array.from(files ?? [])) {
      if (!file.type.startsWith('image/')) {
        dispatch(showToast({ title: tr(IMAGE_MESSAGES.invalidType), description: t('photos.chooseType', { types: IMAGE_ACCEPTED_MIME_TYPES.map((type) => type.slice(6).toUpperCase()).join(', ') }), variant: 'destructive' }));
        continue;
      }
      const resized = await resizePhoto(file);
      if (resized.size > IMAGE_MAX_BYTES) {
        dispatch(showToast({ title: tr(IMAGE_MESSAGES.tooLarge), description: t('photos.tooLarge'), variant: 'destructive' }));
        continue;
      }
      // Re-encoded as JPEG, or sent as it is when the phone could not decode it (its name says what the DAD picked).
      const name = resized === file ? file.name : file.name.replace(/\.[^.]+$/, '') + '.jpg';
      await queue.add(bookingId, mediaType, resized, name, vehicle?.position);
    }
  }

  return (
    <div data-testid={`job-photos-${mediaType}${suffix}`}>
      {shown.length + photos.length === 0 && <p style={{ margin: '8px 0', color: brand.textMuted }}>{t(mediaType === 'before' ? 'photos.none.before' : 'photos.none.after')}</p>}
      <ul style={{ ...grid, padding: 0 }} aria-label={t('photos.listLabel', { label })}>
        {shown.map((m) => (
          <li key={m.id} style={{ listStyle: 'none' }} data-testid="uploaded-photo">
            <VariantImage image={mediaImage(m)} alt={t('photos.alt', { label })} style={tile} />
          </li>
        ))}
        {photos.map((photo) => (
          <QueuedTile key={photo.key} photo={photo} online={online} onRetry={() => queue.retry(photo.key)} onDiscard={() => void queue.discard(photo.key)} />
        ))}
      </ul>
      {canAdd && (
        <>
          <input
            ref={input}
            type="file"
            accept="image/*"
            capture="environment"
            multiple
            hidden
            aria-label={t('photos.listLabel', { label })}
            data-testid={`photo-input-${mediaType}${suffix}`}
            onChange={(event) => {
              void take(event.target.files);
              event.target.value = '';
            }}
          />
          <Button icon={<CameraOutlined aria-hidden />} onClick={() => input.current?.click()} aria-label={vehicle ? t(mediaType === 'before' ? 'photos.addOf.before' : 'photos.addOf.after', { vehicle: vehicle.name }) : undefined}
          >
            {t(mediaType === 'before' ? 'photos.add.before' : 'photos.add.after')}
          </Button>
        </>
      )}
    </div>
  );
}
