import { useEffect } from 'react';
import { Button, Flex } from 'antd';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import { createPackageSchema } from '@dd/contracts/admin-packages';
import type { PackageDto } from '@dd/contracts/package';
import { CheckField, TextField } from '@dd/ui/form-controls';
import { PlainDialog } from '@dd/ui/plain-dialog';
import { useAdminCreatePackageMutation, useAdminUpdatePackageMutation } from '../api/admin.api';
import { savedToasts, useAdminAction } from '../common/use-admin-action';

interface PackageForm {
  name: string;
  description: string;
  features: string;
  basePriceSedans: string;
  basePriceSuvs: string;
  basePriceTrucks: string;
  durationMinutes: string;
  isActive: boolean;
  interiorOnly: boolean;
}

/** A new package starts empty; the inputs show the spec's placeholder values (dad-and-admin §9). */
const EMPTY: PackageForm = { name: '', description: '', features: '', basePriceSedans: '', basePriceSuvs: '', basePriceTrucks: '', durationMinutes: '', isActive: true, interiorOnly: false };

const toForm = (pkg: PackageDto): PackageForm => ({
  name: pkg.name,
  description: pkg.description,
  features: pkg.features.join('\n'),
  basePriceSedans: pkg.basePriceSedans,
  basePriceSuvs: pkg.basePriceSuvs,
  basePriceTrucks: pkg.basePriceTrucks,
  durationMinutes: String(pkg.durationMinutes),
  isActive: pkg.isActive,
  interiorOnly: pkg.interiorOnly,
});

/** Create Package / Edit Package: features one per line; the server derives the type from the name. */
export function PackageDialog({ open, editing, onClose }: { open: boolean; editing: PackageDto | null; onClose: () => void }) {
  const [create, creating] = useAdminCreatePackageMutation();
  const [update, updating] = useAdminUpdatePackageMutation();
  const act = useAdminAction();
    // raw: the form sends what was typed (the API parses features and duration with the same schema).
  const { control, handleSubmit, reset } = useForm<PackageForm>({ resolver: zodResolver(createPackageSchema, undefined, { raw: true }) as Resolver<PackageForm>, defaultValues: EMPTY });
  useEffect(() => {
    if (open) reset(editing ? toForm(editing) : EMPTY);
  }, [open, editing, reset]);

  const submit = handleSubmit(async (values) => {
    const done = editing
      ? await act(() => update({ id: editing.id, ...values }).unwrap(), savedToasts('package', 'updated'))
      : await act(() => create(values).unwrap(), savedToasts('package', 'created'));
    if (done) onClose();
  });

  const form = 'package';
  return (
    <PlainDialog open={open} onClose={onClose} title={editing ? 'Edit Package' : 'Create Package'} width={640}>
      <form onSubmit={submit} noValidate data-testid="package-form">
        <TextField control={control} form={form} name="name" label="Package Name" placeholder="Deep Clean" />
        <TextField control={control} form={form} name="description" label="Description" multiline />
        <TextField control={control} form={form} name="features" label="Features (one per line)" multiline />
        <div style={{ display: 'grid', gap: 12, gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))' }}>
          <TextField control={control} form={form} name="basePriceSedans" label="Sedan Price" placeholder="89.00" inputMode="numeric" />
          <TextField control={control} form={form} name="basePriceSuvs" label="SUV Price" placeholder="129.00" inputMode="numeric" />
          <TextField control={control} form={form} name="basePriceTrucks" label="Truck Price" placeholder="139.00" inputMode="numeric" />
          <TextField control={control} form={form} name="durationMinutes" label="Duration (minutes)" placeholder="120" inputMode="numeric" />
        </div>
        <CheckField control={control} form={form} name="isActive">
          Active (customers can book it)
        </CheckField>
        <CheckField control={control} form={form} name="interiorOnly">
          Interior only (never flagged for the weather)
        </CheckField>
        <Flex gap={8} justify="end">
          <Button onClick={onClose}>Cancel</Button>
          <Button type="primary" htmlType="submit" loading={creating.isLoading || updating.isLoading}>
            {editing ? 'Save Package' : 'Create Package'}
          </Button>
        </Flex>
      </form>
    </PlainDialog>
  );
}
