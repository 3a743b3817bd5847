import { Button } from 'antd';
import { startRegistration, type PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { errorMessage, showToast, useAddPasskeyMutation, useAppDispatch, useGetPasskeysQuery, usePasskeyOptionsMutation, useRemovePasskeyMutation } from '@dd/api-client';
import { PASSKEY_MESSAGES, type PasskeyDto } from '@dd/contracts/passkeys';
import { useUiText, type UiText } from '../i18n';
import { BUSINESS_TIME_ZONE } from '@dd/domain/time-windows';
import { QueryState } from '../query-state';
import { useIntlLocale } from '../use-intl-locale';
import { brand } from '../theme';

const when = (iso: string | null, locale: string, tr: UiText) => (iso ? new Date(iso).toLocaleDateString(locale, { dateStyle: 'medium', timeZone: BUSINESS_TIME_ZONE }) : tr('never'));

/** The account pages' passkeys: add one on this device (its fingerprint, face or PIN), or remove one. */
export function Passkeys() {
  const query = useGetPasskeysQuery();
  const [options, asking] = usePasskeyOptionsMutation();
  const [add, adding] = useAddPasskeyMutation();
  const [remove, removing] = useRemovePasskeyMutation();
  const dispatch = useAppDispatch();
  const supported = typeof window !== 'undefined' && 'PublicKeyCredential' in window;
  const tr = useUiText();
  const locale = useIntlLocale();

  const addPasskey = async () => {
    try {
      const optionsJSON = (await options().unwrap()) as unknown as PublicKeyCredentialCreationOptionsJSON;
      const credential = await startRegistration({ optionsJSON });
      await add({ credential }).unwrap();
      dispatch(showToast({ title: tr('Passkey added'), description: tr('Next time, sign in with it: no password or code needed.') }));
    } catch (error) {
      dispatch(showToast({ title: tr('Failed to add a passkey'), description: tr(errorMessage(error, PASSKEY_MESSAGES.notRegistered)), variant: 'destructive' }));
    }
    void query.refetch();
  };

  const removePasskey = async (passkey: PasskeyDto) => {
    try {
      await remove(passkey.id).unwrap();
      dispatch(showToast({ title: tr('Passkey removed') }));
    } catch (error) {
      dispatch(showToast({ title: tr('Failed to remove the passkey'), description: tr(errorMessage(error, 'Please try again.')), variant: 'destructive' }));
    }
    void query.refetch();
  };

  return (
    <div data-testid="passkeys">
      <p style={{ margin: '0 0 12px', color: brand.textMuted }}>{tr('A passkey signs you in with your fingerprint, face or screen lock instead of a password and code.')}</p>
      <QueryState query={query} errorTitle={tr('Failed to load your passkeys')} loadingLabel={tr('Loading your passkeys')}>
        {(passkeys: PasskeyDto[]) =>
          passkeys.length > 0 && (
            <ul aria-label={tr('Passkeys')} style={{ listStyle: 'none', margin: '0 0 12px', padding: 0, display: 'grid', gap: 8 }}>
              {passkeys.map((passkey) => (
                <li key={passkey.id} data-testid="passkey" style={{ display: 'flex', gap: 12, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', borderBottom: `1px solid ${brand.border}`, paddingBottom: 8 }}>
                  <div style={{ display: 'grid', gap: 2 }}>
                    <strong>{passkey.name}</strong>
                    <span style={{ color: brand.textMuted, fontSize: 13 }}>
                      {tr('Added {added} · Last used {used}', { added: when(passkey.createdAt, locale, tr), used: when(passkey.lastUsedAt, locale, tr) })}
                    </span>
                  </div>
                  <Button size="small" loading={removing.isLoading && removing.originalArgs === passkey.id} onClick={() => void removePasskey(passkey)} aria-label={tr('Remove passkey {name}', { name: passkey.name })}>
                    {tr('Remove')}
                  </Button>
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
      <Button type="primary" disabled={!supported} loading={asking.isLoading || adding.isLoading} onClick={() => void addPasskey()}>
        {tr('Add a passkey')}
      </Button>
    </div>
  );
}
