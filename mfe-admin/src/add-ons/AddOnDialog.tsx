import { useEffect } from 'react';
import { Button, Checkbox, Flex } from 'antd';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { createAddOnSchema, type AddOnDto } from '@dd/contracts/add-on';
import type { PackageDto } from '@dd/contracts/package';
import { CheckField, TextField } from '@dd/ui/form-controls';
import { PlainDialog } from '@dd/ui/plain-dialog';
import { brand } from '@dd/ui/theme';
import { useAdminCreateAddOnMutation, useAdminUpdateAddOnMutation } from '../api/admin.api';
import { useAdminAction } from '../common/use-admin-action';

interface AddOnForm {
  name: string;
  description: string;
  basePriceSedans: string;
  basePriceSuvs: string;
  basePriceTrucks: string;
  durationMinutes: string;
  isActive: boolean;
  packageIds: string[];
}

const EMPTY: AddOnForm = { name: '', description: '', basePriceSedans: '', basePriceSuvs: '', basePriceTrucks: '', durationMinutes: '0', isActive: true, packageIds: [] };

const toForm = (addOn: AddOnDto): AddOnForm => ({
  name: addOn.name,
  description: addOn.description,
  basePriceSedans: addOn.basePriceSedans,
  basePriceSuvs: addOn.basePriceSuvs,
  basePriceTrucks: addOn.basePriceTrucks,
  durationMinutes: String(addOn.durationMinutes),
  isActive: addOn.isActive,
  packageIds: addOn.packageIds,
});

/** Create Add-on / Edit Add-on: prices per vehicle size, extra minutes, and the packages it goes with. */
export function AddOnDialog({ open, editing, packages, onClose }: { open: boolean; editing: AddOnDto | null; packages: PackageDto[]; onClose: () => void }) {
  const [create, creating] = useAdminCreateAddOnMutation();
  const [update, updating] = useAdminUpdateAddOnMutation();
  const act = useAdminAction();
  // raw: the form sends what was typed (the API parses prices and minutes with the same schema).
  const { control, handleSubmit, reset } = useForm<AddOnForm>({ resolver: zodResolver(createAddOnSchema, undefined, { raw: true }) as Resolver<AddOnForm>, defaultValues: EMPTY });
  useEffect(() => {
    if (open) reset(editing ? toForm(editing) : EMPTY);
  }, [open, editing, reset]);

  const submit = handleSubmit(async (values) => {
    const done = editing
      ? await act(() => update({ id: editing.id, ...values }).unwrap(), {
          success: { title: 'Add-on updated', description: 'The add-on has been updated successfully.' },
          failure: { title: 'Failed to update add-on' },
        })
      : await act(() => create(values).unwrap(), {
          success: { title: 'Add-on created', description: 'The add-on has been created successfully.' },
          failure: { title: 'Failed to create add-on' },
        });
    if (done) onClose();
  });

  const form = 'add-on';
  return (
    <PlainDialog open={open} onClose={onClose} title={editing ? 'Edit Add-on' : 'Create Add-on'} width={640}>
      <form onSubmit={submit} noValidate data-testid="add-on-form">
        <TextField control={control} form={form} name="name" label="Add-on Name" placeholder="Pet Hair Removal" />
        <TextField control={control} form={form} name="description" label="Description" multiline />
        <div style={{ display: 'grid', gap: 12, gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))' }}>
          <TextField control={control} form={form} name="basePriceSedans" label="Sedan Price" placeholder="30.00" inputMode="numeric" />
          <TextField control={control} form={form} name="basePriceSuvs" label="SUV Price" placeholder="40.00" inputMode="numeric" />
          <TextField control={control} form={form} name="basePriceTrucks" label="Truck Price" placeholder="45.00" inputMode="numeric" />
          <TextField control={control} form={form} name="durationMinutes" label="Extra Minutes" placeholder="30" inputMode="numeric" />
        </div>
        <Controller
          control={control}
          name="packageIds"
          render={({ field, fieldState }) => (
            <fieldset style={{ border: 'none', padding: 0, margin: '0 0 12px' }} aria-describedby={fieldState.error ? 'add-on-packageIds-error' : undefined}>
              <legend style={{ fontWeight: 600, marginBottom: 6 }}>Goes with these packages</legend>
              <Checkbox.Group value={field.value} onChange={(value) => field.onChange(value)} style={{ display: 'grid', gap: 6 }}>
                {packages.map((pkg) => (
                  <Checkbox key={pkg.id} value={pkg.id}>
                    {pkg.name}
                    {!pkg.isActive && <span style={{ color: brand.textMuted }}> (inactive)</span>}
                  </Checkbox>
                ))}
              </Checkbox.Group>
              {fieldState.error && (
                <div id="add-on-packageIds-error" role="alert" style={{ color: brand.error, fontSize: 13, marginTop: 4 }}>
                  {fieldState.error.message}
                </div>
              )}
            </fieldset>
          )}
        />
        <CheckField control={control} form={form} name="isActive">
          Active (customers can choose it)
        </CheckField>
        <Flex gap={8} justify="end">
          <Button onClick={onClose}>Cancel</Button>
          <Button type="primary" htmlType="submit" loading={creating.isLoading || updating.isLoading}>
            {editing ? 'Save Add-on' : 'Create Add-on'}
          </Button>
        </Flex>
      </form>
    </PlainDialog>
  );
}
