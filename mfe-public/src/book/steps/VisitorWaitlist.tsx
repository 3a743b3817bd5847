import { useState } from 'react';
import { Button, Checkbox } from 'antd';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { errorMessage, selectLanguage, useAppSelector } from '@dd/api-client';
import type { VehicleType } from '@dd/contracts/enums';
import { visitorJoinWaitlistSchema, WAITLIST_WINDOWS, type VisitorJoinWaitlistRequest } from '@dd/contracts/waitlist';
import { addDays, calendarDate } from '@dd/domain/time-windows';
import { Optional } from '@dd/ui/form-field';
import { TextField } from '@dd/ui/form-controls';
import { Notice } from '@dd/ui/notice';
import { brand } from '@dd/ui/theme';
import { usePublicJoinWaitlistAsVisitorMutation } from '../../api/waitlist.api';
import { useT } from '../../i18n';

const resolver = zodResolver(visitorJoinWaitlistSchema) as unknown as Resolver<VisitorJoinWaitlistRequest>;

export interface VisitorWaitlistProps {
  packageId: string;
  vehicleType: VehicleType;
  address: string;
  city: string;
  zipCode: string;
}

/**
 * The time step's waitlist for a visitor (issue 44): the package, vehicle and address already chosen,
 * the days and times that would suit, a name and an email or a phone for the offer. No account.
 */
export function VisitorWaitlist({ packageId, vehicleType, address, city, zipCode }: VisitorWaitlistProps) {
  const t = useT();
  const language = useAppSelector(selectLanguage);
  const [join, joining] = usePublicJoinWaitlistAsVisitorMutation();
  const [joined, setJoined] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const tomorrow = addDays(calendarDate(new Date()), 1);
  const { control, handleSubmit } = useForm<VisitorJoinWaitlistRequest>({
    resolver,
    defaultValues: { packageId, vehicleType, address, city, zipCode, fromDate: tomorrow, toDate: addDays(tomorrow, 6), windows: ['morning'], firstName: '', lastName: '', email: '', phone: '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await join({ ...values, language }).unwrap();
      setJoined(true);
    } catch (error) {
      setFailure(errorMessage(error, t('waitlist.join.failed')));
    }
  });
  if (joined)
    return (
      <Notice tone="success" testId="waitlist-joined">
        {t('waitlist.join.done')}
      </Notice>
    );
  return (
    <form onSubmit={onSubmit} noValidate data-testid="visitor-waitlist" aria-labelledby="visitor-waitlist-heading" style={{ marginTop: 12 }}>
      <h3 id="visitor-waitlist-heading" style={{ fontSize: 18, margin: '0 0 8px', color: brand.text }}>
        {t('waitlist.join.heading')}
      </h3>
      <p style={{ marginTop: 0, color: brand.textMuted }}>{t('waitlist.join.text')}</p>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 160px), 1fr))', columnGap: 16 }}>
        <TextField form="visitor-waitlist" control={control} name="fromDate" label={t('waitlist.join.from')} type="date" />
        <TextField form="visitor-waitlist" control={control} name="toDate" label={t('waitlist.join.to')} type="date" />
      </div>
      <Controller
        control={control}
        name="windows"
        render={({ field, fieldState }) => (
          <fieldset style={{ border: 0, padding: 0, margin: '0 0 16px' }} aria-describedby={fieldState.error ? 'visitor-waitlist-windows-error' : undefined}>
            <legend style={{ marginBottom: 6 }}>{t('waitlist.join.windows')}</legend>
            <Checkbox.Group value={field.value} onChange={field.onChange} options={WAITLIST_WINDOWS.map((w) => ({ value: w, label: t(`waitlist.window.${w}`) }))} />
            {fieldState.error && (
              <div id="visitor-waitlist-windows-error" role="alert" style={{ color: brand.error, fontSize: 13, marginTop: 4 }}>
                {fieldState.error.message}
              </div>
            )}
          </fieldset>
        )}
      />
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 160px), 1fr))', columnGap: 16 }}>
        <TextField form="visitor-waitlist" control={control} name="firstName" label={t('book.checkout.firstName')} autoComplete="given-name" />
        <TextField form="visitor-waitlist" control={control} name="lastName" label={t('book.checkout.lastName')} autoComplete="family-name" />
      </div>
      <p style={{ margin: '0 0 8px', color: brand.textMuted }}>{t('waitlist.join.contact')}</p>
      <TextField form="visitor-waitlist" control={control} name="email" label={<Optional>{t('book.checkout.email')}</Optional>} type="email" autoComplete="email" />
      <TextField form="visitor-waitlist" control={control} name="phone" label={<Optional>{t('book.checkout.phone')}</Optional>} type="tel" autoComplete="tel" />
      {failure && (
        <Notice tone="error" testId="visitor-waitlist-error">
          {failure}
        </Notice>
      )}
      <Button type="primary" htmlType="submit" loading={joining.isLoading}>
        {t('book.time.waitlistLink')}
      </Button>
    </form>
  );
}
