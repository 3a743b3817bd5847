import { Button, Radio, Switch } from 'antd';
import { useEffect, useState } from 'react';
import { errorMessage, showToast, useAppDispatch, useCurrentUser } from '@dd/api-client';
import { CONTACT_METHODS, type ContactMethod } from '@dd/contracts/enums';
import type { PreferencesRequest } from '@dd/contracts/user';
import { PageSpinner } from '@dd/ui/page-spinner';
import { brand, surfaceStyle } from '@dd/ui/theme';
import { useCustomerUpdatePreferencesMutation } from '../api/portal.api';
import { PageFrame } from '@dd/ui/page-frame';
import { useUiText } from '@dd/ui/i18n';
import { useT, type CustomerMessageId } from '../i18n';

type Preferences = Required<PreferencesRequest>;
const SWITCHES: [keyof Omit<Preferences, 'preferredContactMethod'>, CustomerMessageId, CustomerMessageId][] = [
  ['emailNotifications', 'prefs.email', 'prefs.email.hint'],
  ['smsNotifications', 'prefs.sms', 'prefs.sms.hint'],
  ['promotionalEmails', 'prefs.promo', 'prefs.promo.hint'],
];
const CONTACT_LABELS: Record<ContactMethod, CustomerMessageId> = { email: 'prefs.contact.email', phone: 'prefs.contact.phone', both: 'prefs.contact.both' };

/** Preferences (/customer/settings/preferences): notification switches and the preferred contact method. */
export default function PreferencesPage() {
  const dispatch = useAppDispatch();
  const { user } = useCurrentUser();
  const [save, saving] = useCustomerUpdatePreferencesMutation();
  const [prefs, setPrefs] = useState<Preferences | null>(null);
  const t = useT();
  const tr = useUiText();
  useEffect(() => {
    if (user && !prefs)
      setPrefs({
        emailNotifications: user.emailNotifications,
        smsNotifications: user.smsNotifications,
        promotionalEmails: user.promotionalEmails,
        preferredContactMethod: user.preferredContactMethod,
      });
  }, [user, prefs]);
  if (!prefs) return <PageSpinner label={t('prefs.loading')} />;

  const onSave = async () => {
    try {
      await save(prefs).unwrap();
      dispatch(showToast({ title: t('prefs.saved'), description: t('prefs.saved.text') }));
    } catch (error) {
      dispatch(showToast({ title: t('prefs.saveFailed'), description: tr(errorMessage(error, 'Please try again.')), variant: 'destructive' }));
    }
  };

  return (
    <PageFrame title={t('prefs.title')} testId="preferences-page">
      <section style={{ ...surfaceStyle, maxWidth: 640 }} aria-labelledby="notifications">
        <h2 id="notifications" style={{ fontSize: 18, margin: '0 0 16px' }}>
          {t('prefs.notifications')}
        </h2>
        {SWITCHES.map(([key, label, hint]) => (
          <div key={key} style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 16, marginBottom: 16 }}>
            <label htmlFor={`pref-${key}`}>
              <strong style={{ display: 'block' }}>{t(label)}</strong>
              <span style={{ color: brand.textMuted, fontSize: 13 }}>{t(hint)}</span>
            </label>
            <Switch id={`pref-${key}`} checked={prefs[key]} onChange={(checked) => setPrefs({ ...prefs, [key]: checked })} />
          </div>
        ))}
        <fieldset style={{ border: 0, padding: 0, margin: '0 0 24px' }}>
          <legend style={{ fontWeight: 600, marginBottom: 8 }}>{t('prefs.contact')}</legend>
          <Radio.Group value={prefs.preferredContactMethod} onChange={(event) => setPrefs({ ...prefs, preferredContactMethod: event.target.value })} name="preferredContactMethod">
            {CONTACT_METHODS.map((method) => (
              <Radio key={method} value={method}>
                {t(CONTACT_LABELS[method])}
              </Radio>
            ))}
          </Radio.Group>
        </fieldset>
        <Button type="primary" loading={saving.isLoading} onClick={() => void onSave()}>
          {t('prefs.save')}
        </Button>
      </section>
    </PageFrame>
  );
}
