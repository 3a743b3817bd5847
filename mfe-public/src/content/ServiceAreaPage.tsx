import { useMemo, useState } from 'react';
import { Input } from 'antd';
import { EnvironmentOutlined } from '@ant-design/icons';
import { PageSpinner } from '@dd/ui/page-spinner';
import { brand, surfaceStyle } from '@dd/ui/theme';
import { BookCta } from '../common/cta';
import { PageHero, Section } from '../common/layout';
import { LoadFailed } from '@dd/ui/load-state';
import { useUiText } from '@dd/ui/i18n';
import { usePublicSettings } from '../common/use-settings';
import { InContentLanguage, Rich, useContentT } from './i18n';

function ServiceArea() {
  const t = useContentT();
  const tr = useUiText();
  const { settings, isLoading, isError, error, refetch } = usePublicSettings();
  const zips = useMemo(() => [...settings.serviceAreaZipCodes].sort(), [settings.serviceAreaZipCodes]);
  const [query, setQuery] = useState('');
  const typed = query.trim().slice(0, 5);
  // Letters or other signs can never make a ZIP code: said at once, not left unanswered (issue 36 item 20).
  const notAZip = /[^\d\s-]/.test(query);

  let content;
  if (isLoading) content = <PageSpinner label={t('area.loading')} />;
  else if (isError) content = <LoadFailed title={t('area.failed')} error={error} onRetry={() => void refetch()} />;
  else
    content = (
      <>
        <div style={{ ...surfaceStyle, maxWidth: 480, margin: '0 auto 32px' }}>
          <label htmlFor="zip-check" style={{ display: 'block', marginBottom: 6, fontWeight: 600 }}>
            {t('area.check')}
          </label>
          <Input id="zip-check" inputMode="numeric" maxLength={10} placeholder={t('area.example')} value={query} onChange={(event) => setQuery(event.target.value)} />
          {notAZip && (
            <p role="status" style={{ margin: '8px 0 0', color: brand.error }}>
              {tr('Valid ZIP code is required')}
            </p>
          )}
          {!notAZip && /^\d{5}$/.test(typed) && (
            <p role="status" style={{ margin: '8px 0 0', color: zips.includes(typed) ? brand.success : brand.warning }}>
              {zips.includes(typed) ? t('area.served', { zip: typed }) : t('book.location.outside')}
            </p>
          )}
        </div>
        <h2 style={{ fontSize: 20, color: brand.text }}>{t('area.list', { count: zips.length })}</h2>
        <ul
          data-testid="service-area-zips"
          style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(80px, 1fr))', gap: 8 }}
        >
          {zips.map((zip) => (
            <li key={zip} style={{ padding: '6px 0', textAlign: 'center', background: brand.surface, border: `1px solid ${brand.border}`, borderRadius: 6 }}>
              {zip}
            </li>
          ))}
        </ul>
        <p style={{ color: brand.textMuted, fontSize: 13, marginTop: 24 }}>
          <Rich id="area.credit" links={[<a href="https://www.geonames.org/" />, <a href="https://creativecommons.org/licenses/by/4.0/" />]} />
        </p>
      </>
    );

  return (
    <div data-testid="service-area-page">
      <PageHero
        eyebrow={
          <>
            <EnvironmentOutlined /> {tr('Mobile service across Orange County')}
          </>
        }
        title={t('area.title')}
        text={t('area.intro')}
      />
      <Section>{content}</Section>
      <BookCta />
    </div>
  );
}

/** /service-area: the served ZIP codes (settings.serviceAreaZipCodes), with a quick check. */
export default function ServiceAreaPage() {
  return (
    <InContentLanguage>
      <ServiceArea />
    </InContentLanguage>
  );
}
