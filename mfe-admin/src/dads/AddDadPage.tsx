import { useState } from 'react';
import { Alert, Button, Flex } from 'antd';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { createDadSchema, type CreateDadRequest } from '@dd/contracts/admin-dads';
import type { WeeklyAvailabilityDto } from '@dd/contracts/availability';
import { fieldErrorsOf } from '@dd/api-client';
import { WeeklyHoursFields, weeklyProblem } from '@dd/ui/weekly-hours-fields';
import { showFieldErrors, TextField } from '@dd/ui/form-controls';
import { LinkButton } from '@dd/ui/link-button';
import { PageFrame } from '@dd/ui/page-frame';
import { surfaceStyle } from '@dd/ui/theme';
import { useAdminCreateDadMutation } from '../api/admin.api';
import { useAdminAction } from '../common/use-admin-action';
import { generatePassword } from './generate-password';
import { coverageDraftOf, coverageOf, CoverageFields, type CoverageErrors } from './CoverageEditor';

const EMPTY: CreateDadRequest = { firstName: '', lastName: '', email: '', phone: '', password: '' };

/** Shown once after creating: the credentials to share, never shown again. */
function Created({ email, password, onAnother }: { email: string; password: string; onAnother: () => void }) {
  return (
    <div style={{ ...surfaceStyle, display: 'grid', gap: 12 }} data-testid="dad-created">
      <Alert type="success" showIcon message="DAD account created successfully" />
      <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '4px 16px' }}>
        <dt>Email</dt>
        <dd style={{ margin: 0 }}>
          <code data-testid="created-email">{email}</code>
        </dd>
        <dt>Password</dt>
        <dd style={{ margin: 0 }}>
          <code data-testid="created-password">{password}</code>
        </dd>
      </dl>
      <p style={{ margin: 0 }}>
        These credentials will not be shown again. Share them with the DAD securely. The DAD can change the password after first login.
      </p>
      <Flex gap={8} wrap>
        <LinkButton to="/dadportal/admin/dads">Back to DADs List</LinkButton>
        <Button type="primary" onClick={onAnother}>
          Add Another DAD
        </Button>
      </Flex>
    </div>
  );
}

/** /dadportal/admin/dads/new: the spec's form with the 12-character generator; the success panel shows once. */
export default function AddDadPage() {
  const [createDad, { isLoading }] = useAdminCreateDadMutation();
  const act = useAdminAction();
  const [created, setCreated] = useState<{ email: string; password: string } | null>(null);
  const { control, handleSubmit, setValue, reset, setError } = useForm<CreateDadRequest>({ resolver: zodResolver(createDadSchema), defaultValues: EMPTY });
  // Where they work and their weekly hours (issue 37 item 17): the DAD page's coverage form and the DAD's own hours editor.
  const [coverage, setCoverage] = useState(() => coverageDraftOf(null));
  const [coverageErrors, setCoverageErrors] = useState<CoverageErrors>({});
  const [hours, setHours] = useState<WeeklyAvailabilityDto[]>([]);

  const submit = handleSubmit(async (values) => {
    const area = coverageOf(coverage);
    setCoverageErrors(area.errors);
    if (Object.keys(area.errors).length || weeklyProblem(hours)) return;
    // Nothing chosen is the whole service area, as for any DAD: nothing to send.
    const chosen = !!coverage.homeZip.trim() || coverage.mode !== 'all';
    const dad = await act(() => createDad({ ...values, ...(chosen && { coverage: area.coverage }), ...(hours.length && { weeklyHours: hours }) }).unwrap(), {
      success: { title: 'Success', description: 'DAD account created successfully' },
      failure: { title: 'Error', fallback: 'Failed to create DAD account' },
      // The spec's toast says "Error"; the field says what (a taken email, a refused password, a ZIP outside the area).
      onFailure: (error) => {
        showFieldErrors(error, setError, { firstName: 'firstName', lastName: 'lastName', email: 'email', phone: 'phone', password: 'password' });
        const { homeZip, coverageZips, coverageRadiusMiles } = fieldErrorsOf(error);
        setCoverageErrors({ ...(homeZip && { homeZip }), ...(coverageZips && { coverageZips }), ...(coverageRadiusMiles && { coverageRadiusMiles }) });
      },
    });
    if (dad) {
      setCreated({ email: dad.email, password: values.password });
      reset(EMPTY);
      setCoverage(coverageDraftOf(null));
      setHours([]);
    }
  });

  const form = 'new-dad';
  return (
    <PageFrame title="Add New DAD" back={{ to: '/dadportal/admin/dads', label: 'Back to DADs List' }} testId="add-dad">
      {created ? (
        <Created {...created} onAnother={() => setCreated(null)} />
      ) : (
        <form onSubmit={submit} noValidate style={{ ...surfaceStyle, maxWidth: 640 }} data-testid="add-dad-form">
          <div style={{ display: 'grid', gap: 12, gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))' }}>
            <TextField control={control} form={form} name="firstName" label="First Name" autoComplete="off" />
            <TextField control={control} form={form} name="lastName" label="Last Name" autoComplete="off" />
          </div>
          <TextField control={control} form={form} name="email" label="Email" type="email" autoComplete="off" />
          <TextField control={control} form={form} name="phone" label="Phone" type="tel" autoComplete="off" />
          <TextField control={control} form={form} name="password" label="Initial Password" autoComplete="new-password" />
          <fieldset style={{ border: 'none', padding: 0, margin: '8px 0 16px' }} data-testid="new-dad-coverage">
            <legend style={{ fontWeight: 600, marginBottom: 8 }}>Where they work</legend>
            <CoverageFields
              id="new-dad-coverage"
              value={coverage}
              onChange={(draft) => {
                setCoverage(draft);
                // A message stays only while it is true: checked again on Create.
                setCoverageErrors({});
              }}
              errors={coverageErrors}
            />
          </fieldset>
          <fieldset style={{ border: 'none', padding: 0, margin: '0 0 16px' }} data-testid="new-dad-hours">
            <legend style={{ fontWeight: 600, marginBottom: 8 }}>Weekly hours</legend>
            <WeeklyHoursFields value={hours} onChange={setHours} emptyText="No hours yet: customers cannot book this DAD until hours are set here or by the DAD." />
          </fieldset>
          <Flex gap={8} wrap justify="space-between">
            <Button onClick={() => setValue('password', generatePassword(), { shouldValidate: true })}>Generate Password</Button>
            <Button type="primary" htmlType="submit" loading={isLoading}>
              Create DAD Account
            </Button>
          </Flex>
        </form>
      )}
    </PageFrame>
  );
}
