import { useEffect, type CSSProperties } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { errorCode, languageChosen, selectLanguage, useAppDispatch, useAppSelector } from '@dd/api-client';
import { INTL_LOCALES } from '@dd/contracts/language';
import { TRACKING_POLL_SECONDS, type TrackingDto, type TrackingEstimateDto } from '@dd/contracts/tracking';
import { clockTime } from '@dd/domain/time-windows';
import { brand } from '@dd/ui/theme';
import { usePublicGetTrackingEstimateQuery, usePublicGetTrackingQuery } from '../api/tracking.api';
import { useT } from '../i18n';
import { openingLanguage } from './opening-language';

const page: CSSProperties = { maxWidth: 480, margin: '0 auto', padding: '32px 16px', boxSizing: 'border-box' };
const card: CSSProperties = { background: brand.surface, border: `1px solid ${brand.border}`, borderRadius: 12, padding: 20, boxSizing: 'border-box' };
const muted: CSSProperties = { color: brand.textMuted, margin: 0 };

/** The detailer's photo, or their initial when they have none. */
function Portrait({ name, photoUrl }: { name: string; photoUrl: string | null }) {
  const t = useT();
  const size = { width: 72, height: 72, borderRadius: '50%', flex: 'none' } as const;
  if (photoUrl) return <img src={photoUrl} alt={t('track.photoAlt', { name })} style={{ ...size, objectFit: 'cover' }} />;
  return (
    <div aria-hidden style={{ ...size, background: brand.primary, color: brand.surface, display: 'flex', alignItems: 'center', justifyContent: 'center', fontSize: 30, fontWeight: 600 }}>
      {name.slice(0, 1).toUpperCase()}
    </div>
  );
}

/**
 * /track/:token (issue 43): the customer's tracking link, without signing in. The page is read once;
 * the estimate is asked again every TRACKING_POLL_SECONDS while the detailer is on the way (polling:
 * decision 0425), and read out politely to screen readers when it changes.
 */
export default function TrackPage() {
  const t = useT();
  const { token = '' } = useParams();
  const language = useAppSelector(selectLanguage);
  const dispatch = useAppDispatch();
  const [search] = useSearchParams();
  const tracking = usePublicGetTrackingQuery(token);
  const own = tracking.data?.language;
  // Not kept in the cookie: the reader's own switch still wins, and their next page opens as before.
  useEffect(() => {
    const opening = openingLanguage(own, language, search.get('lang'), document.cookie);
    if (opening) dispatch(languageChosen(opening));
    // Once, when the page arrives: a later switch by the reader is theirs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [own]);
  const onTheWay = tracking.data?.state === 'on_the_way';
  const live = usePublicGetTrackingEstimateQuery(token, { skip: !onTheWay, pollingInterval: TRACKING_POLL_SECONDS * 1000, skipPollingIfUnfocused: true });
  const clock = { format: (instant: Date) => clockTime(instant, INTL_LOCALES[language]) };

  if (tracking.isLoading) return <p style={{ ...page, ...muted }}>{t('track.loading')}</p>;
  if (!tracking.data) {
    const code = errorCode(tracking.error);
    const replaced = code === 'TRACKING_LINK_REPLACED';
    const title = replaced ? t('track.replaced.title') : code === 'TRACKING_LINK_EXPIRED' ? t('track.expired.title') : t('track.invalid.title');
    return (
      <main style={page}>
        <div style={card} data-testid="track-refused">
          <h1 style={{ fontSize: 24, margin: '0 0 8px', color: brand.text }}>{title}</h1>
          <p style={muted}>{replaced ? t('track.replaced.text') : t('track.refused.text')}</p>
        </div>
      </main>
    );
  }
  const view: TrackingDto & TrackingEstimateDto = { ...tracking.data, ...(live.data ?? {}) };
  const name = view.dad.firstName;
  const heading = { on_the_way: t('track.onTheWay', { name }), arrived: t('track.arrived', { name }), done: t('track.done'), called_off: t('track.calledOff') }[view.state];

  return (
    <main style={page}>
      <div style={{ ...card, display: 'grid', gap: 16 }}>
        <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
          <Portrait name={name} photoUrl={view.dad.photoUrl} />
          <h1 style={{ fontSize: 24, margin: 0, color: brand.text }}>{heading}</h1>
        </div>
        <div aria-live="polite" data-testid="track-estimate">
          {view.state === 'on_the_way' && view.expectedAt && (
            <>
              <p style={{ margin: 0, fontSize: 30, fontWeight: 700, color: brand.text }}>{t('track.expected', { time: clock.format(new Date(view.expectedAt)) })}</p>
              <p style={muted}>{t('track.updated', { time: clock.format(new Date(view.updatedAt)) })}</p>
            </>
          )}
          {view.late && (
            <p role="status" style={{ margin: '12px 0 0', padding: 12, borderRadius: 8, background: '#fef3c7', border: `1px solid ${brand.warning}`, color: brand.text }}>
              {t('track.late')}
            </p>
          )}
        </div>
        <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '8px 16px', color: brand.text }}>
          <dt style={muted}>{t('track.window')}</dt>
          <dd style={{ margin: 0 }}>
            {clock.format(new Date(view.windowStart))} – {clock.format(new Date(view.windowEnd))}
          </dd>
          <dt style={muted}>{t('track.car')}</dt>
          <dd style={{ margin: 0 }}>{view.car}</dd>
          <dt style={muted}>{t('track.address')}</dt>
          <dd style={{ margin: 0, overflowWrap: 'anywhere' }}>{view.address}</dd>
        </dl>
        <p style={{ ...muted, fontSize: 14 }}>{t('track.privacy')}</p>
      </div>
    </main>
  );
}
