import { useState, type ComponentType, type ReactNode } from 'react';
import { Button } from 'antd';
import { errorMessage, getApiBaseUrl, showToast, useAppDispatch } from '@dd/api-client';
import { DELETION_DEADLINE_DAYS } from '@dd/contracts/privacy';
import { BUSINESS_TIME_ZONE } from '@dd/domain/time-windows';
import { ConfirmDialog } from '@dd/ui/confirm-dialog';
import { brand } from '@dd/ui/theme';
import { useUiText } from '@dd/ui/i18n';
import { useIntlLocale } from '@dd/ui/use-intl-locale';
import { useT } from '../i18n';
import { useCustomerGetPrivacyRequestsQuery, useCustomerRequestDeletionMutation } from './privacy.api';

const day = (iso: string, locale: string) => new Date(iso).toLocaleDateString(locale, { dateStyle: 'long', timeZone: BUSINESS_TIME_ZONE });

/** Account Details' "Your Data": download everything we hold, or ask us to delete the account (CCPA). */
export function YourData({ Panel }: { Panel: ComponentType<{ title: string; children: ReactNode }> }) {
  const dispatch = useAppDispatch();
  const requests = useCustomerGetPrivacyRequestsQuery();
  const [requestDeletion, deletion] = useCustomerRequestDeletionMutation();
  const [confirming, setConfirming] = useState(false);
  const t = useT();
  const tr = useUiText();
  const locale = useIntlLocale();
  const open = requests.data?.find((r) => r.kind === 'deletion' && r.status === 'open');
  const declined = requests.data?.find((r) => r.kind === 'deletion' && r.status === 'declined');

  const confirm = async () => {
    try {
      await requestDeletion().unwrap();
      setConfirming(false);
      dispatch(showToast({ title: t('data.requested'), description: t('data.requested.text', { days: DELETION_DEADLINE_DAYS }) }));
    } catch (error) {
      dispatch(showToast({ title: t('data.requestFailed'), description: tr(errorMessage(error, 'Please try again.')), variant: 'destructive' }));
    }
  };

  return (
    <Panel title={t('data.title')}>
      <p style={{ marginTop: 0, color: brand.textMuted }}>{t('data.download.text')}</p>
      <Button href={`${getApiBaseUrl()}/privacy/export`} download data-testid="download-my-data">
        {t('data.download')}
      </Button>
      <p style={{ margin: '20px 0 8px', color: brand.textMuted }}>
        {t('data.delete.text')} <a href="/legal/privacy">{t('data.privacyPolicy')}</a>
        {t('data.delete.after')}
      </p>
      {open ? (
        <p role="status" data-testid="deletion-requested" style={{ margin: 0 }}>
          {t('data.asked', { asked: day(open.createdAt, locale), due: day(open.dueAt, locale) })}
        </p>
      ) : (
        <>
          {declined?.answer && (
            <p role="status" style={{ margin: '0 0 8px' }}>
              {t('data.declined', { date: day(declined.answeredAt ?? declined.createdAt, locale), answer: declined.answer })}
            </p>
          )}
          <Button danger onClick={() => setConfirming(true)} disabled={requests.isLoading} data-testid="delete-my-account">
            {t('data.delete')}
          </Button>
        </>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('data.confirm')}
        confirmLabel={t('data.confirm.yes')}
        danger
        busy={deletion.isLoading}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(false)}
      >
        {t('data.confirm.text', { days: DELETION_DEADLINE_DAYS })}
      </ConfirmDialog>
    </Panel>
  );
}
