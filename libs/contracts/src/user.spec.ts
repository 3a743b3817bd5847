import { passwordFormSchema, profileFormSchema, profileUpdateSchema } from './user';

const messages = (body: unknown) => {
  const result = profileUpdateSchema.safeParse(body);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('profileUpdateSchema', () => {
  it('reads the branch from the fields sent', () => {
    expect(profileUpdateSchema.parse({ firstName: 'Pat', lastName: 'Lee', email: 'pat@example.com', phone: '' })).toEqual({
      kind: 'info', firstName: 'Pat', lastName: 'Lee', email: 'pat@example.com', phone: null,
    });
    expect(profileUpdateSchema.parse({ firstName: 'Pat', lastName: 'Lee', email: 'new@example.com', currentPassword: 'secret' })).toMatchObject({
      kind: 'info', email: 'new@example.com', currentPassword: 'secret',
    });
    expect(profileUpdateSchema.parse({ password: 'long-enough' })).toEqual({ kind: 'password', password: 'long-enough' });
    expect(profileUpdateSchema.parse({ profilePhotoId: null, profilePhotoUrl: null })).toEqual({ kind: 'photo', profilePhotoId: null, profilePhotoUrl: null });
  });

  it("gives each form the spec's own messages", () => {
    expect(messages({})).toEqual([
      ['firstName', 'First name is required'],
      ['lastName', 'Last name is required'],
      ['email', 'Invalid email address'],
    ]);
    expect(messages({ password: 'short' })).toEqual([['password', 'Password must be at least 8 characters']]);
    expect(messages({ password: 'long-enough', email: 'x@example.com' })).toEqual([['', 'Send the new password on its own']]);
    expect(messages({ profilePhotoId: 'abc', profilePhotoUrl: null })[0][1]).toBe('To remove the profile photo, send profilePhotoId and profilePhotoUrl as null');
    expect(messages([])).toEqual([['', 'Send personal information, a new password, or both photo fields as null']]);
  });
});

describe('profileFormSchema', () => {
  const form = { firstName: 'Pat', lastName: 'Lee', email: 'pat@example.com', phone: '' };
  const issues = (values: object) => profileFormSchema('pat@example.com').safeParse(values).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

  it('asks for the current password only when the email changes', () => {
    expect(issues(form)).toEqual([]);
    expect(issues({ ...form, email: 'PAT@Example.com' })).toEqual([]);
    expect(issues({ ...form, email: 'new@example.com' })).toEqual([['currentPassword', 'Current password is required']]);
    expect(issues({ ...form, email: 'new@example.com', currentPassword: '' })).toEqual([['currentPassword', 'Current password is required']]);
    expect(issues({ ...form, email: 'new@example.com', currentPassword: 'secret' })).toEqual([]);
  });

  it('says so together with the other fields’ messages', () => {
    expect(issues({ ...form, firstName: ' ', email: 'new@example.com' })).toEqual([
      ['firstName', 'First name is required'],
      ['currentPassword', 'Current password is required'],
    ]);
  });
});

describe('passwordFormSchema', () => {
  it("checks the account page's form as the spec says", () => {
    const form = { currentPassword: 'old', newPassword: 'new-password', confirmPassword: 'new-password' };
    expect(passwordFormSchema.safeParse(form).success).toBe(true);
    const mismatch = passwordFormSchema.safeParse({ ...form, confirmPassword: 'other' });
    expect(mismatch.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['confirmPassword', "Passwords don't match"]]);
    const empty = passwordFormSchema.safeParse({ currentPassword: '', newPassword: 'short', confirmPassword: '' });
    // A form shows the first message of each field.
    const firstPerField: Record<string, string> = {};
    for (const issue of empty.error?.issues ?? []) firstPerField[issue.path.join('.')] ??= issue.message;
    expect(firstPerField).toEqual({
      currentPassword: 'Current password is required',
      newPassword: 'Password must be at least 8 characters',
      confirmPassword: 'Please confirm your password',
    });
  });
});
