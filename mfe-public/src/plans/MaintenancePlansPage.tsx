import { useState } from 'react';
import { SyncOutlined } from '@ant-design/icons';
import { VEHICLE_TYPES, type VehicleType } from '@dd/contracts/enums';
import { useLoadFailureToast } from '@dd/ui/load-state';
import { plainButtonClass, PlainStyles } from '@dd/ui/plain-styles';
import { surfaceStyle } from '@dd/ui/theme';
import { usePublicGetPlansQuery } from '../api/content.api';
import { BookCta } from '../common/cta';
import { CardGrid, PageHero, Section, mutedStyle } from '../common/layout';
import { useT, type PublicMessageId } from '../i18n';
import { PlanOffer } from './plan-offer';

/** /maintenance-plans (issue 42): the plans on offer, at member prices for the visitor's size of car, with what a member saves. */
export default function MaintenancePlansPage() {
  const t = useT();
  const query = usePublicGetPlansQuery();
  useLoadFailureToast(t('plans.loadFailed'), query.isError, query.error);
  const [size, setSize] = useState<VehicleType>('sedan');
  const plans = query.data ?? [];
  return (
    <div data-testid="maintenance-plans-page">
      <PlainStyles />
      <PageHero
        eyebrow={
          <>
            <SyncOutlined /> {t('plans.hero.eyebrow')}
          </>
        }
        title={t('plans.hero.title')}
        text={t('plans.hero.text')}
      />
      <Section title={t('plans.choose.heading')} subtitle={t('plans.choose.subtitle')} id="plans">
        <div role="group" aria-label={t('plans.size.label')} style={{ display: 'flex', flexWrap: 'wrap', gap: 8, justifyContent: 'center', marginBottom: 24 }}>
          {VEHICLE_TYPES.map((type) => (
            <button key={type} type="button" aria-pressed={size === type} className={plainButtonClass({ type: size === type ? 'primary' : 'default' })} onClick={() => setSize(type)}>
              {t(`vehicle.${type}` as PublicMessageId)}
            </button>
          ))}
        </div>
        {query.isLoading ? (
          <p style={{ ...mutedStyle, textAlign: 'center' }}>{t('plans.loading')}</p>
        ) : plans.length === 0 ? (
          <p style={{ ...mutedStyle, textAlign: 'center' }}>{t('plans.empty')}</p>
        ) : (
          <CardGrid min={260}>
            {plans.map((plan) => (
              <div key={plan.id} style={surfaceStyle}>
                <PlanOffer plan={plan} vehicleType={size} />
              </div>
            ))}
          </CardGrid>
        )}
      </Section>
      <BookCta />
    </div>
  );
}
