import { Button, Tag } from 'antd';
import { errorMessage, showToast, useAppDispatch, useGetDevicesQuery, useSignOutDeviceMutation, useSignOutOtherDevicesMutation } from '@dd/api-client';
import type { SignedInDeviceDto } from '@dd/contracts/devices';
import { useUiText, type UiText } from '../i18n';
import { BUSINESS_TIME_ZONE } from '@dd/domain/time-windows';
import { QueryState } from '../query-state';
import { useIntlLocale } from '../use-intl-locale';
import { brand } from '../theme';

const when = (iso: string | null, locale: string, tr: UiText) => (iso ? new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: BUSINESS_TIME_ZONE }) : tr('unknown'));

/** The account pages' list of signed-in browsers: sign one out, or every one but this. */
export function SignedInDevices() {
  const query = useGetDevicesQuery();
  const [signOut, signingOut] = useSignOutDeviceMutation();
  const [signOutOthers, signingOutOthers] = useSignOutOtherDevicesMutation();
  const dispatch = useAppDispatch();
  const tr = useUiText();
  const locale = useIntlLocale();

  const act = async (call: () => Promise<unknown>, done: string) => {
    try {
      await call();
      dispatch(showToast({ title: done }));
    } catch (error) {
      dispatch(showToast({ title: tr('Failed to sign out'), description: tr(errorMessage(error, 'Please try again.')), variant: 'destructive' }));
    }
    void query.refetch();
  };

  return (
    <QueryState query={query} errorTitle={tr('Failed to load your devices')} loadingLabel={tr('Loading your devices')}>
      {(devices: SignedInDeviceDto[]) => (
        <>
          <ul aria-label={tr('Signed-in devices')} style={{ listStyle: 'none', margin: '0 0 12px', padding: 0, display: 'grid', gap: 8 }}>
            {devices.map((device) => (
              <li key={device.id} data-testid="signed-in-device" style={{ display: 'flex', gap: 12, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', borderBottom: `1px solid ${brand.border}`, paddingBottom: 8 }}>
                <div style={{ display: 'grid', gap: 2, minWidth: 0 }}>
                  <strong>
                    {device.browser} {device.current && <Tag color="blue">{tr('This device')}</Tag>}
                  </strong>
                  <span style={{ color: brand.textMuted, fontSize: 13, overflowWrap: 'anywhere' }}>
                    {tr('Last seen {when}', { when: when(device.lastSeenAt, locale, tr) })}
                    {device.ip ? ` · ${device.ip}` : ''}
                  </span>
                </div>
                {!device.current && (
                  <Button size="small" loading={signingOut.isLoading && signingOut.originalArgs === device.id} onClick={() => void act(() => signOut(device.id).unwrap(), tr('Device signed out'))} aria-label={tr('Sign out {browser}, last seen {when}', { browser: device.browser, when: when(device.lastSeenAt, locale, tr) })}>
                    {tr('Sign out')}
                  </Button>
                )}
              </li>
            ))}
          </ul>
          <Button disabled={devices.length < 2} loading={signingOutOthers.isLoading} onClick={() => void act(() => signOutOthers().unwrap(), tr('Signed out everywhere else'))}>
            {tr('Sign out everywhere else')}
          </Button>
        </>
      )}
    </QueryState>
  );
}
