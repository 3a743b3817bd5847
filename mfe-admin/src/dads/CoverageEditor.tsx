import { useState } from 'react';
import { Button, Input, InputNumber, Radio } from 'antd';
import { dadCoverageSchema, type AdminDadDto, type DadCoverageDto } from '@dd/contracts/admin-dads';
import { coverageText } from '@dd/domain/routing';
import { FormField, fieldA11y } from '@dd/ui/form-field';
import { PlainDialog } from '@dd/ui/plain-dialog';
import { brand } from '@dd/ui/theme';
import { useAdminSetDadCoverageMutation } from '../api/admin.api';
import { useAdminAction } from '../common/use-admin-action';

type Mode = 'all' | 'radius' | 'zips';

/** Where a DAD works (issue 27): their base ZIP, and a radius or a list of ZIPs; neither is the whole service area. */
export function CoverageEditor({ dad }: { dad: AdminDadDto }) {
  const { coverage } = dad;
  const [open, setOpen] = useState(false);
  const [homeZip, setHomeZip] = useState(coverage.homeZip ?? '');
  const [mode, setMode] = useState<Mode>(coverage.coverageZips?.length ? 'zips' : coverage.coverageRadiusMiles != null ? 'radius' : 'all');
  const [radius, setRadius] = useState<number | null>(coverage.coverageRadiusMiles ?? 10);
  const [zips, setZips] = useState((coverage.coverageZips ?? []).join(', '));
  const [save, { isLoading }] = useAdminSetDadCoverageMutation();
  const act = useAdminAction();
  const id = `coverage-${dad.id}`;
  // Under each field, in the schema's words (issue 37 item 14: -5 was saved as 1 and 500 as 60, silently).
  const [errors, setErrors] = useState<Partial<Record<keyof DadCoverageDto, string>>>({});
  const submit = async () => {
    const body: DadCoverageDto = {
      homeZip: homeZip.trim() || null,
      coverageZips: mode === 'zips' ? zips.split(/[\s,]+/).filter(Boolean) : null,
      coverageRadiusMiles: mode === 'radius' ? radius : null,
    };
    const checked = dadCoverageSchema.safeParse(body);
    const local = checked.success ? {} : Object.fromEntries(checked.error.issues.map((issue) => [issue.path[0], issue.message]));
    setErrors(local);
    if (!checked.success) return;
    const saved = await act(() => save({ id: dad.id, coverage: body }).unwrap(), {
      success: { title: 'Coverage saved', description: `Where ${dad.firstName} ${dad.lastName} works is saved.` },
      failure: { title: 'Failed to save the coverage' },
    });
    if (saved) setOpen(false);
  };
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
      <span data-testid="dad-coverage" style={{ color: brand.textMuted }}>
        {coverageText({ homeZip: coverage.homeZip, zips: coverage.coverageZips, radiusMiles: coverage.coverageRadiusMiles })}
      </span>
      <Button size="small" onClick={() => setOpen(true)}>
        Edit Coverage
      </Button>
      <PlainDialog open={open} onClose={() => setOpen(false)} title={`Where ${dad.firstName} ${dad.lastName} works`} width={480}>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <FormField id={`${id}-base`} label="Home base ZIP code" hint="Their day's route starts and ends here." error={errors.homeZip}>
            <Input {...fieldA11y(`${id}-base`, errors.homeZip)} value={homeZip} inputMode="numeric" maxLength={5} onChange={(e) => setHomeZip(e.target.value)} />
          </FormField>
          <fieldset style={{ border: 'none', padding: 0, margin: '0 0 16px' }}>
            <legend style={{ marginBottom: 6 }}>Covers</legend>
            <Radio.Group value={mode} onChange={(e) => setMode(e.target.value)} style={{ display: 'grid', gap: 6 }}>
              <Radio value="all">The whole service area</Radio>
              <Radio value="radius">A radius around the base</Radio>
              <Radio value="zips">These ZIP codes</Radio>
            </Radio.Group>
          </fieldset>
          {mode === 'radius' && (
            <FormField id={`${id}-radius`} label="Radius (miles)" error={errors.coverageRadiusMiles}>
              <InputNumber {...fieldA11y(`${id}-radius`, errors.coverageRadiusMiles)} value={radius} onChange={(value) => setRadius(value)} />
            </FormField>
          )}
          {mode === 'zips' && (
            <FormField id={`${id}-zips`} label="ZIP codes" hint="Separated by commas or spaces; the base is always covered." error={errors.coverageZips}>
              <Input.TextArea {...fieldA11y(`${id}-zips`, errors.coverageZips)} rows={3} value={zips} onChange={(e) => setZips(e.target.value)} />
            </FormField>
          )}
          <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end' }}>
            <Button onClick={() => setOpen(false)}>Cancel</Button>
            <Button type="primary" htmlType="submit" loading={isLoading}>
              Save Coverage
            </Button>
          </div>
        </form>
      </PlainDialog>
    </div>
  );
}
