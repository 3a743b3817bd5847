import { Button, Checkbox, Flex, Radio } from 'antd';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { errorMessage, showToast, useAddCarMutation, useAppDispatch, useUpdateCarMutation } from '@dd/api-client';
import { carSchema, type CarDto } from '@dd/contracts/car';
import { VEHICLE_TYPES } from '@dd/contracts/enums';
import { Optional } from '@dd/ui/form-field';
import { TextField } from '@dd/ui/form-controls';
import { PlainDialog } from '@dd/ui/plain-dialog';
import { VEHICLE_LABELS } from '@dd/ui/booking-format';
import { useUiText } from '@dd/ui/i18n';
import { useT } from '../i18n';

type CarValues = { make: string; model: string; year: string; color: string; licensePlate: string; vehicleType: CarDto['vehicleType']; isDefault: boolean };
const resolver = zodResolver(carSchema) as unknown as Resolver<CarValues>;

const valuesOf = (car: CarDto | null): CarValues => ({
  make: car?.make ?? '',
  model: car?.model ?? '',
  year: car ? String(car.year) : '',
  color: car?.color ?? '',
  licensePlate: car?.licensePlate ?? '',
  vehicleType: car?.vehicleType ?? 'sedan',
  isDefault: car?.isDefault ?? false,
});

/** Add or edit a car (customer-side §5: year from 1900 to next year, color and plate optional). */
export function CarDialog({ car, open, onClose }: { car: CarDto | null; open: boolean; onClose: () => void }) {
  const dispatch = useAppDispatch();
  const [addCar, adding] = useAddCarMutation();
  const [updateCar, updating] = useUpdateCarMutation();
  const { control, handleSubmit } = useForm<CarValues>({ resolver, values: valuesOf(car) });
  const t = useT();
  const tr = useUiText();

  const onSubmit = handleSubmit(async (values) => {
    // The resolver has checked the values; parsing again gives their typed form (year as a number).
    const input = carSchema.parse(values);
    try {
      if (car) await updateCar({ ...input, id: car.id }).unwrap();
      else await addCar(input).unwrap();
      dispatch(showToast({ title: car ? t('cars.updated') : t('cars.added'), description: `${input.year} ${input.make} ${input.model}` }));
      onClose();
    } catch (error) {
      dispatch(showToast({ title: car ? t('cars.updateFailed') : t('cars.addFailed'), description: tr(errorMessage(error, 'Please try again.')), variant: 'destructive' }));
    }
  });

  return (
    <PlainDialog open={open} onClose={onClose} title={car ? t('cars.editTitle') : t('cars.add')} width={520}>
      <form onSubmit={onSubmit} noValidate data-testid="car-form">
        <TextField control={control} name="make" label={t('cars.make')} form="car" />
        <TextField control={control} name="model" label={t('cars.model')} form="car" />
        {/* antd's Input, like Make and Model: a bare <input> with its class names missed antd's scoped styles and showed no box (issue 36 item 6). */}
        <TextField control={control} name="year" label={t('cars.year')} form="car" inputMode="numeric" maxLength={4} />
        <TextField control={control} name="color" label={<Optional>{t('cars.color')}</Optional>} form="car" />
        <TextField control={control} name="licensePlate" label={<Optional>{t('cars.plate')}</Optional>} form="car" />
        <Controller
          control={control}
          name="vehicleType"
          render={({ field }) => (
            <fieldset style={{ border: 0, padding: 0, margin: '0 0 16px' }}>
              <legend style={{ marginBottom: 6 }}>{t('cars.type')}</legend>
              <Radio.Group value={field.value} onChange={(event) => field.onChange(event.target.value)} name="vehicleType">
                {VEHICLE_TYPES.map((type) => (
                  <Radio key={type} value={type}>
                    {tr(VEHICLE_LABELS[type])}
                  </Radio>
                ))}
              </Radio.Group>
            </fieldset>
          )}
        />
        <Controller
          control={control}
          name="isDefault"
          render={({ field }) => (
            <Checkbox checked={field.value} onChange={(event) => field.onChange(event.target.checked)} style={{ marginBottom: 16 }}>
              {t('cars.makeDefault')}
            </Checkbox>
          )}
        />
        <Flex justify="end" gap={8}>
          <Button onClick={onClose}>{tr('Cancel')}</Button>
          <Button type="primary" htmlType="submit" loading={adding.isLoading || updating.isLoading}>
            {car ? t('cars.save') : t('cars.add')}
          </Button>
        </Flex>
      </form>
    </PlainDialog>
  );
}
