import { Button, Flex } from 'antd';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { errorMessage, showToast, useAppDispatch, useGetCarsQuery } from '@dd/api-client';
import { VEHICLE_TYPES, type VehicleType } from '@dd/contracts/enums';
import { joinPlanSchema, type PlanDto } from '@dd/contracts/plan';
import { cardName } from '@dd/ui/card-entry/card-name';
import { VEHICLE_LABELS } from '@dd/ui/booking-format';
import { CheckField, TextField } from '@dd/ui/form-controls';
import { brand } from '@dd/ui/theme';
import { PlainDialog } from '@dd/ui/plain-dialog';
import { useCustomerGetPaymentMethodsQuery } from '../api/portal.api';
import { useCustomerJoinPlanMutation } from '../api/plans.api';
import { useUiText } from '@dd/ui/i18n';
import { useT } from '../i18n';
import { Choice, useSlotOptions } from './slot-fields';

interface JoinValues {
  vehicleType: VehicleType;
  carId: string;
  address: string;
  city: string;
  zipCode: string;
  weekday: number | null;
  window: string;
  paymentMethodId: string;
  agreeToTerms: boolean;
}
const resolver = zodResolver(joinPlanSchema) as unknown as Resolver<JoinValues>;

/**
 * Joining a plan: the car (or its size), the address, the standing slot, the saved card each visit is
 * held on, and the plan's terms agreed in the words shown here.
 */
export function JoinPlanDialog({ plan, onClose }: { plan: PlanDto | null; onClose: () => void }) {
  const dispatch = useAppDispatch();
  const cars = useGetCarsQuery();
  const cards = useCustomerGetPaymentMethodsQuery();
  const [join, joining] = useCustomerJoinPlanMutation();
  const t = useT();
  const tr = useUiText();
  const options = useSlotOptions();
  const defaultCard = cards.data?.find((card) => card.isDefault) ?? cards.data?.[0];
  const { control, handleSubmit, setValue } = useForm<JoinValues>({
    resolver,
    values: { vehicleType: 'sedan', carId: '', address: '', city: '', zipCode: '', weekday: null, window: 'morning', paymentMethodId: defaultCard?.id ?? '', agreeToTerms: false },
  });

  const onSubmit = handleSubmit(async (values) => {
    if (!plan) return;
    try {
      await join({ ...joinPlanSchema.parse(values), planId: plan.id }).unwrap();
      dispatch(showToast({ title: t('join.done'), description: t('join.done.text', { plan: plan.name }) }));
      onClose();
    } catch (error) {
      dispatch(showToast({ title: t('join.failed'), description: tr(errorMessage(error, 'Please try again.')), variant: 'destructive' }));
    }
  });

  return (
    <PlainDialog open={!!plan} onClose={onClose} title={plan ? t('join.title', { plan: plan.name }) : ''} width={560}>
      <form onSubmit={onSubmit} noValidate data-testid="join-plan-form">
        {!!cars.data?.length && (
          <Controller
            control={control}
            name="carId"
            render={({ field }) => (
              <Choice
                legend={t('plans.car')}
                name="carId"
                value={field.value}
                onChange={(id: string) => {
                  field.onChange(id);
                  const car = cars.data?.find((c) => c.id === id);
                  if (car) setValue('vehicleType', car.vehicleType);
                }}
                options={[{ value: '', label: t('join.notSaved') }, ...(cars.data ?? []).map((car) => ({ value: car.id, label: `${car.year} ${car.make} ${car.model}` }))]}
              />
            )}
          />
        )}
        <Controller
          control={control}
          name="vehicleType"
          render={({ field, fieldState }) => (
            <Choice legend={t('cars.type')} name="vehicleType" error={fieldState.error?.message} value={field.value} onChange={field.onChange} options={VEHICLE_TYPES.map((type) => ({ value: type, label: tr(VEHICLE_LABELS[type]) }))} />
          )}
        />
        <TextField control={control} name="address" label={tr('Address')} form="join" autoComplete="street-address" />
        <TextField control={control} name="city" label={tr('City')} form="join" autoComplete="address-level2" />
        <TextField control={control} name="zipCode" label={t('join.zip')} form="join" inputMode="numeric" maxLength={5} autoComplete="postal-code" />
        <Controller
          control={control}
          name="weekday"
          render={({ field, fieldState }) => (
            <Choice legend={t('plans.day')} name="weekday" error={fieldState.error?.message} value={field.value} onChange={field.onChange} options={options.weekdays} />
          )}
        />
        <Controller
          control={control}
          name="window"
          render={({ field, fieldState }) => (
            <Choice
              legend={tr('Arrival Window')}
              name="window"
              error={fieldState.error?.message}
              value={field.value}
              onChange={field.onChange}
              options={options.windows}
            />
          )}
        />
        <Controller
          control={control}
          name="paymentMethodId"
          render={({ field, fieldState }) =>
            cards.data?.length ? (
              <Choice legend={t('join.card')} name="paymentMethodId" error={fieldState.error?.message} value={field.value} onChange={field.onChange} options={cards.data.map((card) => ({ value: card.id, label: cardName(card, tr) }))} />
            ) : (
              <fieldset style={{ border: 0, padding: 0, margin: '0 0 16px' }}>
                <legend style={{ marginBottom: 6 }}>{t('join.card')}</legend>
                <p style={{ margin: 0, color: fieldState.error ? brand.error : undefined }}>{t('join.noCard')}</p>
              </fieldset>
            )
          }
        />
        <p data-testid="plan-terms" style={{ whiteSpace: 'pre-wrap', background: '#f8fafc', padding: 12, borderRadius: 8 }}>
          {plan?.terms}
        </p>
        <CheckField control={control} name="agreeToTerms" form="join">
          {t('join.agree')}
        </CheckField>
        <Flex justify="end" gap={8} style={{ marginTop: 16 }}>
          <Button onClick={onClose}>{tr('Cancel')}</Button>
          <Button type="primary" htmlType="submit" loading={joining.isLoading}>
            {t('plans.join')}
          </Button>
        </Flex>
      </form>
    </PlainDialog>
  );
}
