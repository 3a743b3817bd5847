import { Button, Tag } from 'antd';
import { errorMessage, showToast, useAppDispatch, useGetDevicesQuery, useSignOutDeviceMutation, useSignOutOtherDevicesMutation } from '@dd/api-client';
import type { SignedInDeviceDto } from '@dd/contracts/devices';
import { QueryState } from '../query-state';
import { brand } from '../theme';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }) : 'unknown');

/** The account pages' list of signed-in browsers: sign one out, or every one but this. */
export function SignedInDevices() {
  const query = useGetDevicesQuery();
  const [signOut, signingOut] = useSignOutDeviceMutation();
  const [signOutOthers, signingOutOthers] = useSignOutOtherDevicesMutation();
  const dispatch = useAppDispatch();

  const act = async (call: () => Promise<unknown>, done: string) => {
    try {
      await call();
      dispatch(showToast({ title: done }));
    } catch (error) {
      dispatch(showToast({ title: 'Failed to sign out', description: errorMessage(error, 'Please try again.'), variant: 'destructive' }));
    }
    void query.refetch();
  };

  return (
    <QueryState query={query} errorTitle="Failed to load your devices" loadingLabel="Loading your devices">
      {(devices: SignedInDeviceDto[]) => (
        <>
          <ul aria-label="Signed-in devices" style={{ listStyle: 'none', margin: '0 0 12px', padding: 0, display: 'grid', gap: 8 }}>
            {devices.map((device) => (
              <li key={device.id} data-testid="signed-in-device" style={{ display: 'flex', gap: 12, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', borderBottom: `1px solid ${brand.border}`, paddingBottom: 8 }}>
                <div style={{ display: 'grid', gap: 2, minWidth: 0 }}>
                  <strong>
                    {device.browser} {device.current && <Tag color="blue">This device</Tag>}
                  </strong>
                  <span style={{ color: brand.textMuted, fontSize: 13, overflowWrap: 'anywhere' }}>
                    Last seen {when(device.lastSeenAt)}
                    {device.ip ? ` · ${device.ip}` : ''}
                  </span>
                </div>
                {!device.current && (
                  <Button size="small" loading={signingOut.isLoading && signingOut.originalArgs === device.id} onClick={() => void act(() => signOut(device.id).unwrap(), 'Device signed out')} aria-label={`Sign out ${device.browser}, last seen ${when(device.lastSeenAt)}`}>
                    Sign out
                  </Button>
                )}
              </li>
            ))}
          </ul>
          <Button disabled={devices.length < 2} loading={signingOutOthers.isLoading} onClick={() => void act(() => signOutOthers().unwrap(), 'Signed out everywhere else')}>
            Sign out everywhere else
          </Button>
        </>
      )}
    </QueryState>
  );
}
