import { useEffect, useState } from 'react';
import { Button } from 'antd';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { dismissToast, showToast, useAppDispatch } from '@dd/api-client';
import { locationSchema } from '@dd/contracts/booking';
import type { SiteAnswers } from '@dd/contracts/site';
import { Optional } from '@dd/ui/form-field';
import { usePublicValidateAddressMutation } from '../../api/content.api';
import { TextField } from '@dd/ui/form-controls';
import type { WizardDraft } from '../wizard.slice';
import { Notice } from '@dd/ui/notice';
import { useT } from '../../i18n';
import { StepHeading } from './shared';
import { SiteSection } from './SiteSection';

/** Spec §9: in the service area, the wizard moves on by itself after 1 second. */
export const AUTO_ADVANCE_MS = 1000;

type LocationInput = z.input<typeof locationSchema>;
type LocationOutput = z.output<typeof locationSchema>;
export type Location = Pick<WizardDraft, 'address' | 'city' | 'zipCode' | 'specialInstructions'>;

type Area = 'unchecked' | 'served' | 'not_served';

/**
 * Step 3 (customer-side §4, §8): the address; submitting checks the ZIP (POST /api/validate-address).
 * Inside the area: step 4 after 1 second. Outside, or when the check fails: stay, with the notice.
 */
export function LocationStep({
  initial,
  onEntered,
  onAccepted,
  site,
  onSite,
}: {
  initial: Location;
  onEntered: (location: Location) => void;
  onAccepted: () => void;
  site: SiteAnswers | null;
  onSite: (answers: SiteAnswers) => void;
}) {
  const dispatch = useAppDispatch();
  const t = useT();
  const [validateAddress, { isLoading }] = usePublicValidateAddressMutation();
  // The answer is about the ZIP it was asked for: once the ZIP is edited it no longer applies (issue 36 item 11).
  const [check, setCheck] = useState<{ zipCode: string; area: Area }>({ zipCode: '', area: 'unchecked' });
  const { control, handleSubmit } = useForm<LocationInput, unknown, LocationOutput>({ resolver: zodResolver(locationSchema), defaultValues: initial });
  const zipCode = useWatch({ control, name: 'zipCode' }) ?? '';
  const address = useWatch({ control, name: 'address' }) ?? '';
  const current = check.zipCode === zipCode.trim();
  const area: Area = current ? check.area : 'unchecked';
  const setArea = (checked: Area, zip: string) => setCheck({ zipCode: zip, area: checked });

  // The 'Service Area Notice' toast goes with the refused ZIP.
  const refusalStale = check.area === 'not_served' && !current;
  useEffect(() => {
    if (refusalStale) dispatch(dismissToast());
  }, [refusalStale, dispatch]);

  useEffect(() => {
    if (area !== 'served') return;
    const timer = setTimeout(onAccepted, AUTO_ADVANCE_MS);
    return () => clearTimeout(timer);
  }, [area, onAccepted]);

  const onSubmit = handleSubmit(async (values) => {
    onEntered({ address: values.address, city: values.city, zipCode: values.zipCode, specialInstructions: values.specialInstructions ?? '' });
    setArea('unchecked', values.zipCode);
    try {
      const { isInServiceArea } = await validateAddress({ zipCode: values.zipCode }).unwrap();
      setArea(isInServiceArea ? 'served' : 'not_served', values.zipCode);
      // A served ZIP after a refused one: the earlier 'Service Area Notice' no longer applies.
      if (isInServiceArea) dispatch(dismissToast());
      else
        dispatch(
          showToast({
            title: t('book.location.noticeTitle'),
            description: t('book.location.noticeText'),
            variant: 'destructive',
          }),
        );
    } catch {
      // Spec §8: a failed check also counts as outside the area.
      setArea('not_served', values.zipCode);
      dispatch(showToast({ title: t('book.location.failedTitle'), description: t('book.location.failedText'), variant: 'destructive' }));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('book.location.form')}>
      <StepHeading text={t('book.location.text')}>{t('book.location.heading')}</StepHeading>
      <TextField form="location" control={control} name="address" label={t('book.location.address')} autoComplete="street-address" placeholder="123 Main St" />
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 200px), 1fr))', columnGap: 16 }}>
        <TextField form="location" control={control} name="city" label={t('book.location.city')} autoComplete="address-level2" placeholder="Irvine" />
        <TextField form="location" control={control} name="zipCode" label={t('book.location.zip')} autoComplete="postal-code" inputMode="numeric" maxLength={10} placeholder="92618" />
      </div>
      <TextField
        form="location"
        control={control}
        name="specialInstructions"
        label={<Optional>{t('book.location.instructions')}</Optional>}
        placeholder={t('book.location.instructionsPlaceholder')}
        multiline
        maxLength={1000}
      />
      <SiteSection address={address} zipCode={zipCode} site={site} onSite={onSite} />
      {area === 'not_served' && (
        <Notice tone="warning" testId="service-area-notice">
          {t('book.location.outside')}
        </Notice>
      )}
      {area === 'served' && (
        <Notice tone="success" testId="service-area-ok">
          {t('book.location.served')}
        </Notice>
      )}
      <div style={{ display: 'flex', justifyContent: 'flex-end', marginTop: 8 }}>
        <Button type="primary" htmlType="submit" size="large" loading={isLoading} disabled={area === 'served'}>
          {t('book.continue')}
        </Button>
      </div>
    </form>
  );
}
