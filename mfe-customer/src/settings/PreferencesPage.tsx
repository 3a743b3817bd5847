import { Button, Radio, Switch } from 'antd';
import { useEffect, useState } from 'react';
import { errorMessage, showToast, useAppDispatch, useCurrentUser } from '@dd/api-client';
import { CONTACT_METHODS, type ContactMethod } from '@dd/contracts/enums';
import type { PreferencesRequest } from '@dd/contracts/user';
import { PageSpinner } from '@dd/ui/page-spinner';
import { brand, surfaceStyle } from '@dd/ui/theme';
import { useCustomerUpdatePreferencesMutation } from '../api/portal.api';
import { PageFrame } from '@dd/ui/page-frame';

type Preferences = Required<PreferencesRequest>;
const SWITCHES: [keyof Omit<Preferences, 'preferredContactMethod'>, string, string][] = [
  ['emailNotifications', 'Email notifications', 'Booking confirmations and reminders by email'],
  ['smsNotifications', 'SMS notifications', 'Text messages about your appointments'],
  ['promotionalEmails', 'Promotional emails', 'Offers and news from us'],
];
const CONTACT_LABELS: Record<ContactMethod, string> = { email: 'Email', phone: 'Phone', both: 'Both' };

/** Preferences (/customer/settings/preferences): notification switches and the preferred contact method. */
export default function PreferencesPage() {
  const dispatch = useAppDispatch();
  const { user } = useCurrentUser();
  const [save, saving] = useCustomerUpdatePreferencesMutation();
  const [prefs, setPrefs] = useState<Preferences | null>(null);
  useEffect(() => {
    if (user && !prefs)
      setPrefs({
        emailNotifications: user.emailNotifications,
        smsNotifications: user.smsNotifications,
        promotionalEmails: user.promotionalEmails,
        preferredContactMethod: user.preferredContactMethod,
      });
  }, [user, prefs]);
  if (!prefs) return <PageSpinner label="Loading your preferences" />;

  const onSave = async () => {
    try {
      await save(prefs).unwrap();
      dispatch(showToast({ title: 'Preferences saved', description: 'Your notification preferences have been updated.' }));
    } catch (error) {
      dispatch(showToast({ title: 'Failed to save preferences', description: errorMessage(error, 'Please try again.'), variant: 'destructive' }));
    }
  };

  return (
    <PageFrame title="Preferences" testId="preferences-page">
      <section style={{ ...surfaceStyle, maxWidth: 640 }} aria-labelledby="notifications">
        <h2 id="notifications" style={{ fontSize: 18, margin: '0 0 16px' }}>
          Notifications
        </h2>
        {SWITCHES.map(([key, label, hint]) => (
          <div key={key} style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 16, marginBottom: 16 }}>
            <label htmlFor={`pref-${key}`}>
              <strong style={{ display: 'block' }}>{label}</strong>
              <span style={{ color: brand.textMuted, fontSize: 13 }}>{hint}</span>
            </label>
            <Switch id={`pref-${key}`} checked={prefs[key]} onChange={(checked) => setPrefs({ ...prefs, [key]: checked })} />
          </div>
        ))}
        <fieldset style={{ border: 0, padding: 0, margin: '0 0 24px' }}>
          <legend style={{ fontWeight: 600, marginBottom: 8 }}>Preferred contact method</legend>
          <Radio.Group value={prefs.preferredContactMethod} onChange={(event) => setPrefs({ ...prefs, preferredContactMethod: event.target.value })} name="preferredContactMethod">
            {CONTACT_METHODS.map((method) => (
              <Radio key={method} value={method}>
                {CONTACT_LABELS[method]}
              </Radio>
            ))}
          </Radio.Group>
        </fieldset>
        <Button type="primary" loading={saving.isLoading} onClick={() => void onSave()}>
          Save Preferences
        </Button>
      </section>
    </PageFrame>
  );
}
