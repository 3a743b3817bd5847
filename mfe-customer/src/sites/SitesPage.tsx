import { useState } from 'react';
import { Button, Flex } from 'antd';
import { EnvironmentOutlined } from '@ant-design/icons';
import { errorMessage, showToast, useAppDispatch } from '@dd/api-client';
import type { SiteAnswers, SiteProfileDto } from '@dd/contracts/site';
import { ConfirmDialog } from '@dd/ui/confirm-dialog';
import { EmptyState } from '@dd/ui/empty-state';
import { PageFrame } from '@dd/ui/page-frame';
import { QueryState } from '@dd/ui/query-state';
import { SiteQuestions } from '@dd/ui/site-profile';
import { surfaceStyle } from '@dd/ui/theme';
import { BookYourDetail } from '../common/saved-items';
import { useCustomerDeleteSiteMutation, useCustomerGetSitesQuery, useCustomerSaveSiteMutation } from '../api/sites.api';
import { useUiText } from '@dd/ui/i18n';
import { useT } from '../i18n';

const answersOf = ({ water, power, covered, gateCode, hoaRules, parkingNotes }: SiteProfileDto): SiteAnswers => ({ water, power, covered, gateCode, hoaRules, parkingNotes });

/** One address's profile, edited in place: Save keeps the answers for the next booking there and its DAD. */
function SiteCard({ site, onRemove }: { site: SiteProfileDto; onRemove: () => void }) {
  const dispatch = useAppDispatch();
  const [answers, setAnswers] = useState(() => answersOf(site));
  const [save, saving] = useCustomerSaveSiteMutation();
  const t = useT();
  const tr = useUiText();
  const onSave = async () => {
    try {
      await save({ address: site.address, zipCode: site.zipCode, ...answers }).unwrap();
      dispatch(showToast({ title: t('sites.saved'), description: site.address }));
    } catch (error) {
      dispatch(showToast({ title: t('sites.saveFailed'), description: tr(errorMessage(error, 'Please try again.')), variant: 'destructive' }));
    }
  };
  const headingId = `site-${site.id}`;
  return (
    <li style={surfaceStyle} data-testid="site-card" aria-labelledby={headingId}>
      <h2 id={headingId} style={{ fontSize: 18, margin: '0 0 12px' }}>
        <EnvironmentOutlined aria-hidden /> {site.address}, {site.zipCode}
      </h2>
      <SiteQuestions idPrefix={headingId} value={answers} onChange={setAnswers} />
      <Flex gap={8} wrap>
        <Button type="primary" onClick={() => void onSave()} loading={saving.isLoading}>
          {t('sites.save')}
        </Button>
        <Button danger onClick={onRemove} aria-label={t('sites.delete.label', { address: site.address })}>
          {t('cars.delete')}
        </Button>
      </Flex>
    </li>
  );
}

/** My Sites (/customer/sites, issue 44): what the detailer finds at each address, as the wizard kept it. */
export default function SitesPage() {
  const dispatch = useAppDispatch();
  const query = useCustomerGetSitesQuery();
  const [deleteSite, deleting] = useCustomerDeleteSiteMutation();
  const [removing, setRemoving] = useState<SiteProfileDto | null>(null);
  const t = useT();
  const tr = useUiText();
  const onDelete = async () => {
    if (!removing) return;
    try {
      await deleteSite(removing.id).unwrap();
      dispatch(showToast({ title: t('sites.deleted'), description: removing.address }));
      setRemoving(null);
    } catch (error) {
      dispatch(showToast({ title: t('sites.deleteFailed'), description: tr(errorMessage(error, 'Please try again.')), variant: 'destructive' }));
    }
  };
  return (
    <PageFrame title={t('sites.title')} back={{ to: '/dadportal/customer', label: t('history.back') }} testId="my-sites">
      <p style={{ marginTop: 0 }}>{t('sites.intro')}</p>
      <QueryState
        query={query}
        errorTitle={t('sites.failed')}
        toast
        loadingLabel={t('sites.loading')}
        isEmpty={(sites) => !sites.length}
        empty={<EmptyState title={t('sites.none')} text={t('sites.none.text')} action={<BookYourDetail />} />}
      >
        {(sites) => (
          <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 16 }} aria-label={t('sites.list')}>
            {sites.map((site) => (
              <SiteCard key={`${site.id}-${site.updatedAt}`} site={site} onRemove={() => setRemoving(site)} />
            ))}
          </ul>
        )}
      </QueryState>
      <ConfirmDialog
        open={!!removing}
        title={t('sites.deleteTitle')}
        confirmLabel={t('cars.delete')}
        danger
        busy={deleting.isLoading}
        onConfirm={() => void onDelete()}
        onCancel={() => setRemoving(null)}
      >
        {t('sites.deleteConfirm', { address: removing?.address ?? '' })}
      </ConfirmDialog>
    </PageFrame>
  );
}
