import { useState } from 'react';
import { Button } from 'antd';
import { CameraOutlined } from '@ant-design/icons';
import type { GalleryCategory } from '@dd/contracts/enums';
import { EmptyState } from '@dd/ui/empty-state';
import { PageSpinner } from '@dd/ui/page-spinner';
import { useUiText } from '@dd/ui/i18n';
import { PlainDialog } from '@dd/ui/plain-dialog';
import { brand, surfaceStyle } from '@dd/ui/theme';
import type { GalleryPhotoDto } from '@dd/contracts/gallery';
import { usePublicGetGalleryQuery } from '../api/content.api';
import { vehicleName } from '@dd/ui/booking-format';
import { GALLERY_STATS } from '../common/claims';
import { useT } from '../i18n';
import { BookCta } from '../common/cta';
import { formatDay } from '../common/dates';
import { CardGrid, PageHero, Section, StatStrip } from '../common/layout';
import { LoadFailed, useLoadFailureToast } from '@dd/ui/load-state';

const FILTERS: readonly { label: string; category: GalleryCategory | undefined }[] = [
  { label: 'All', category: undefined },
  { label: 'Interior', category: 'interior' },
  { label: 'Exterior', category: 'exterior' },
];

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);


function Badge({ children, tone }: { children: string; tone: 'dark' | 'light' }) {
  return (
    <span
      style={{
        fontSize: 12,
        fontWeight: 600,
        padding: '2px 10px',
        borderRadius: 999,
        background: tone === 'dark' ? 'rgba(15, 23, 42, 0.8)' : 'rgba(255, 255, 255, 0.92)',
        color: tone === 'dark' ? '#fff' : brand.text,
      }}
    >
      {children}
    </span>
  );
}

/** A photo, or 'Image not available' when it fails to load (customer-side §8). */
/** `decorative`: inside a card whose own text names the photo (the alt would only repeat it). */
function Photo({ photo, height, decorative }: { photo: GalleryPhotoDto; height: number | string; decorative?: boolean }) {
  const [failed, setFailed] = useState(false);
  const tr = useUiText();
  const alt = [capitalize(photo.photoType), capitalize(photo.category), vehicleName(photo.car ?? photo.booking?.car)].filter(Boolean).join(' · ');
  if (failed)
    return (
      <div style={{ height, display: 'grid', placeItems: 'center', background: brand.background, color: brand.textMuted }}>{tr('Image not available')}</div>
    );
  return <img src={photo.photoUrl} alt={decorative ? '' : alt} loading="lazy" onError={() => setFailed(true)} style={{ display: 'block', width: '100%', height, objectFit: 'cover' }} />;
}

function PhotoCard({ photo, onOpen }: { photo: GalleryPhotoDto; onOpen: () => void }) {
  const vehicle = vehicleName(photo.car ?? photo.booking?.car);
  return (
    <button
      type="button"
      onClick={onOpen}
      data-testid="gallery-photo"
      // A button centres its content vertically: a column from the top keeps the photo's top in view.
      style={{ ...surfaceStyle, padding: 0, overflow: 'hidden', cursor: 'pointer', textAlign: 'left', font: 'inherit', display: 'flex', flexDirection: 'column', justifyContent: 'flex-start' }}
    >
      <span style={{ display: 'block', position: 'relative' }}>
        {/* The whole photo, at its own proportions: a fixed height cropped the top of it. */}
        <Photo photo={photo} height="auto" decorative />
        <span style={{ position: 'absolute', bottom: 12, left: 12, display: 'flex', gap: 6 }}>
          <Badge tone="dark">{capitalize(photo.photoType)}</Badge>
          <Badge tone="light">{capitalize(photo.category)}</Badge>
        </span>
      </span>
      <span style={{ display: 'block', padding: '12px 16px', color: brand.text }}>
        <strong style={{ display: 'block' }}>{photo.booking?.package?.name ?? 'Mobile detail'}</strong>
        <span style={{ color: brand.textMuted, fontSize: 14 }}>{vehicle ?? formatDay(photo.createdAt)}</span>
      </span>
    </button>
  );
}

function PhotoDetails({ photo }: { photo: GalleryPhotoDto }) {
  const rows: [string, string | null][] = [
    ['Date', formatDay(photo.createdAt)],
    ['Vehicle', vehicleName(photo.car ?? photo.booking?.car)],
    ['Package', photo.booking?.package?.name ?? null],
  ];
  return (
    <>
      <div style={{ borderRadius: 8, overflow: 'hidden' }}>
        <Photo photo={photo} height="auto" />
      </div>
      <dl style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '6px 16px', margin: '16px 0 0' }}>
        {rows
          .filter((row): row is [string, string] => !!row[1])
          .map(([term, value]) => (
            <div key={term} style={{ display: 'contents' }}>
              <dt style={{ color: brand.textMuted }}>{term}</dt>
              <dd style={{ margin: 0, color: brand.text }}>{value}</dd>
            </div>
          ))}
      </dl>
    </>
  );
}

/** /gallery (customer-side §2): the category filter goes to the API (GET /api/gallery?category=...). */
export default function GalleryPage() {
  const [category, setCategory] = useState<GalleryCategory | undefined>(undefined);
  const [viewing, setViewing] = useState<GalleryPhotoDto | null>(null);
  const t = useT();
  const { data: photos = [], isFetching, isError, error, refetch } = usePublicGetGalleryQuery(category);
  useLoadFailureToast('Failed to Load Gallery', isError, error);

  let content;
  if (isFetching && !photos.length) content = <PageSpinner label="Loading photos" />;
  else if (isError) content = <LoadFailed title="Failed to Load Gallery" error={error} onRetry={() => void refetch()} />;
  else if (!photos.length)
    content = (
      <EmptyState
        title="No photos yet"
        text={category ? `There are no ${category} photos yet.` : 'Check back soon for our latest work.'}
        action={
          category && (
            <Button type="primary" onClick={() => setCategory(undefined)}>
              Show All Photos
            </Button>
          )
        }
      />
    );
  else
    content = (
      <CardGrid min={320}>
        {photos.map((photo) => (
          <PhotoCard key={photo.id} photo={photo} onOpen={() => setViewing(photo)} />
        ))}
      </CardGrid>
    );

  return (
    <div data-testid="gallery-page">
      <PageHero
        eyebrow={
          <>
            <CameraOutlined /> Real cars, real results
          </>
        }
        title="Our Gallery"
        text="Before and after photos from details across Orange County."
      />
      <Section>
        <div role="group" aria-label="Filter photos" style={{ display: 'flex', gap: 8, justifyContent: 'center', marginBottom: 32, flexWrap: 'wrap' }}>
          {FILTERS.map((filter) => (
            <Button
              key={filter.label}
              type={filter.category === category ? 'primary' : 'default'}
              aria-pressed={filter.category === category}
              onClick={() => setCategory(filter.category)}
            >
              {filter.label}
            </Button>
          ))}
        </div>
        {content}
      </Section>
      <StatStrip items={GALLERY_STATS.map((stat) => ({ ...stat, label: t(stat.label) }))} label="Our work in numbers" />
      <BookCta title="Want results like these?" />
      <PlainDialog open={!!viewing} onClose={() => setViewing(null)} title={viewing?.booking?.package?.name ?? 'Gallery photo'}>
        {viewing && <PhotoDetails photo={viewing} />}
      </PlainDialog>
    </div>
  );
}
