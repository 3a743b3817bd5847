import { useEffect, useState, type ReactNode } from 'react';
import { Button, Radio } from 'antd';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch, type Control, type Resolver } from 'react-hook-form';
import { updateSettingsSchema } from '@dd/contracts/admin-settings';
import type { PlatformSettingsDto } from '@dd/contracts/settings';
import { ConfirmDialog } from '@dd/ui/confirm-dialog';
import { CheckField, TextField } from '@dd/ui/form-controls';
import { PageFrame } from '@dd/ui/page-frame';
import { QueryState } from '@dd/ui/query-state';
import { surfaceStyle } from '@dd/ui/theme';
import { useAdminGetAdminSettingsQuery, useAdminUpdateSettingsMutation } from '../api/admin.api';
import { useAdminAction } from '../common/use-admin-action';

interface SettingsForm {
  serviceAreaZipCodes: string;
  businessHoursStart: string;
  businessHoursEnd: string;
  washPointsPerDollar: string;
  washPointsRedemptionRate: string;
  minAdvanceBookingHours: string;
  cancellationPolicyHours: string;
  maxReschedulesPerBooking: string;
  weatherRainChance: string;
  weatherHeatF: string;
  emailNotificationsEnabled: boolean;
  smsNotificationsEnabled: boolean;
  requireSecondFactorForDads: boolean;
  lateCancelFeeType: 'fixed' | 'percent';
  lateCancelFeeAmount: string;
  noShowFeeType: 'fixed' | 'percent';
  noShowFeeAmount: string;
}

const toForm = (s: PlatformSettingsDto): SettingsForm => ({
  ...s,
  serviceAreaZipCodes: s.serviceAreaZipCodes.join(', '),
  minAdvanceBookingHours: String(s.minAdvanceBookingHours),
  cancellationPolicyHours: String(s.cancellationPolicyHours),
  maxReschedulesPerBooking: String(s.maxReschedulesPerBooking),
  weatherRainChance: String(s.weatherRainChance),
  weatherHeatF: String(s.weatherHeatF),
});

/** Two fields side by side (stacked on a phone). */
function Pair({ children }: { children: ReactNode }) {
  return <div style={{ display: 'grid', gap: 12, gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))' }}>{children}</div>;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset style={{ ...surfaceStyle, margin: 0, display: 'grid', gap: 4 }}>
      <legend style={{ fontSize: 18, fontWeight: 600, padding: '0 4px' }}>{title}</legend>
      {children}
    </fieldset>
  );
}

const FEE_TYPES = [
  ['percent', 'Percent of the booking total'],
  ['fixed', 'Fixed amount'],
] as const;

/** One fee: a fixed amount or a percentage of the booking total, and how much ("0" for none). */
function FeeFields({ control, kind, label }: { control: Control<SettingsForm>; kind: 'lateCancelFee' | 'noShowFee'; label: string }) {
  const type = useWatch({ control, name: `${kind}Type` });
  return (
    <div style={{ display: 'grid', gap: 4 }} data-testid={`settings-${kind}`}>
      <Controller
        control={control}
        name={`${kind}Type`}
        render={({ field }) => (
          <Radio.Group value={field.value} onChange={(e) => field.onChange(e.target.value)} aria-label={`${label}: fixed amount or percentage`} name={field.name}>
            {FEE_TYPES.map(([value, text]) => (
              // A name of its own ("Fixed amount, no-show fee"): the two fees' choices read alike otherwise.
              <Radio key={value} value={value} aria-label={`${text}, ${label.toLowerCase()}`}>
                {text}
              </Radio>
            ))}
          </Radio.Group>
        )}
      />
      <TextField control={control} form="settings" name={`${kind}Amount`} label={`${label} (${type === 'fixed' ? '$' : '%'}; 0 for none)`} inputMode="decimal" />
    </div>
  );
}

/**
 * The spec's sections but WASH Points: points are fixed per event and rewards are priced in points,
 * so a per-dollar rate would change nothing (README Decisions). The same schema as the API checks the form (bad ZIPs named, hours in order, no negatives). */
function SettingsEditor({ settings }: { settings: PlatformSettingsDto }) {
  const [save, { isLoading }] = useAdminUpdateSettingsMutation();
  const act = useAdminAction();
  // raw: the form sends what was typed; the API parses it with the same schema.
  const { control, handleSubmit, reset } = useForm<SettingsForm>({ resolver: zodResolver(updateSettingsSchema, undefined, { raw: true }) as Resolver<SettingsForm>, defaultValues: toForm(settings) });
  useEffect(() => reset(toForm(settings)), [settings, reset]);
  // ZIP codes about to leave the service area, asked about before saving (issue 37 item 13), and the values waiting for the answer.
  const [removing, setRemoving] = useState<{ zips: string[]; values: SettingsForm } | null>(null);
  const send = (values: SettingsForm) =>
    act(() => save(values).unwrap(), { success: { title: 'Settings updated successfully' }, failure: { title: 'Failed to update settings' } });
  const submit = handleSubmit((values) => {
    const kept = new Set(values.serviceAreaZipCodes.split(',').map((zip) => zip.trim()));
    const zips = settings.serviceAreaZipCodes.filter((zip) => !kept.has(zip));
    if (zips.length) setRemoving({ zips, values });
    else void send(values);
  });
  const form = 'settings';
  return (
    <form onSubmit={submit} noValidate style={{ display: 'grid', gap: 16 }} data-testid="settings-form">
      <Section title="Service Area">
        <TextField control={control} form={form} name="serviceAreaZipCodes" label="ZIP codes served (comma-separated)" multiline />
      </Section>
      <Section title="Business Hours">
        <Pair>
          <TextField control={control} form={form} name="businessHoursStart" label="Opens (HH:MM)" placeholder="09:00" />
          <TextField control={control} form={form} name="businessHoursEnd" label="Closes (HH:MM)" placeholder="17:00" />
        </Pair>
      </Section>
      <Section title="Booking Settings">
        <Pair>
          <TextField control={control} form={form} name="minAdvanceBookingHours" label="Minimum advance booking (hours)" inputMode="numeric" />
          <TextField control={control} form={form} name="cancellationPolicyHours" label="Free cancellation until (hours before)" inputMode="numeric" />
        </Pair>
        <p style={{ margin: '8px 0 0' }}>Customers may move a booking themselves (online or by text) until the same number of hours before it.</p>
        <TextField control={control} form={form} name="maxReschedulesPerBooking" label="Moves a customer may make per booking (0: no limit)" inputMode="numeric" />
      </Section>
      <Section title="Weather">
        <p style={{ margin: '0 0 8px' }}>The day before, a job is flagged and its customer offered another time when its hours pass either limit.</p>
        <Pair>
          <TextField control={control} form={form} name="weatherRainChance" label="Chance of rain above (%)" inputMode="numeric" />
          <TextField control={control} form={form} name="weatherHeatF" label="Temperature above (°F)" inputMode="numeric" />
        </Pair>
      </Section>
      <Section title="Cancellation and No-Show Fees">
        <p style={{ margin: '0 0 8px' }}>
          Taken from the card held for the booking, only when the customer agreed to them at checkout. With no late-cancellation fee, a cancellation inside the free-cancellation window is refused.
        </p>
        <Pair>
          <FeeFields control={control} kind="lateCancelFee" label="Late-cancellation fee" />
          <FeeFields control={control} kind="noShowFee" label="No-show fee" />
        </Pair>
      </Section>
      <Section title="Notification Settings">
        <CheckField control={control} form={form} name="emailNotificationsEnabled">
          Send email notifications
        </CheckField>
        <CheckField control={control} form={form} name="smsNotificationsEnabled">
          Send text messages (replies to STOP are always sent)
        </CheckField>
      </Section>
      <Section title="Sign-In Security">
        <CheckField control={control} form={form} name="requireSecondFactorForDads">
          DADs must use two-step sign-in (admins always do)
        </CheckField>
      </Section>
      <div>
        <Button type="primary" htmlType="submit" loading={isLoading}>
          Save Settings
        </Button>
      </div>
      <ConfirmDialog
        open={!!removing}
        title="Remove ZIP codes from the service area?"
        confirmLabel="Remove and Save"
        cancelLabel="Keep Them"
        danger
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          const values = removing!.values;
          setRemoving(null);
          void send(values);
        }}
      >
        <p style={{ margin: 0 }} data-testid="zip-removal-effect">
          {removing?.zips.join(', ')} will no longer be served: new bookings there are refused, and no DAD can be based or cover there. Bookings already made there stay as they are.
        </p>
      </ConfirmDialog>
    </form>
  );
}

/** /dadportal/admin/settings */
export default function SettingsPage() {
  const query = useAdminGetAdminSettingsQuery();
  return (
    <PageFrame title="System Settings" back={{ to: '/dadportal/admin', label: 'Back to Dashboard' }} testId="admin-settings">
      <QueryState query={query} errorTitle="Failed to load settings" loadingLabel="Loading settings">
        {(settings) => <SettingsEditor settings={settings} />}
      </QueryState>
    </PageFrame>
  );
}
