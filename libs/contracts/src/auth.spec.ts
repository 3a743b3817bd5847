import { loginSchema, registerFormSchema, registerRequestSchema } from './auth';

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('auth schemas carry the spec messages', () => {
  it('login', () => {
    expect(messages(loginSchema.safeParse({ email: 'nope', password: '' }))).toEqual({
      email: 'Invalid email address',
      password: 'Password is required',
    });
    expect(messages(loginSchema.safeParse({}))).toEqual({ email: 'Invalid email address', password: 'Password is required' });
    expect(loginSchema.safeParse({ email: 'a@b.co', password: 'x' }).success).toBe(true);
  });

  it('sign-up form: passwords must match, on confirmPassword', () => {
    const form = { email: 'a@b.co', password: 'long-enough', confirmPassword: 'different', firstName: 'A', lastName: 'B' };
    expect(messages(registerFormSchema.safeParse(form))).toEqual({ confirmPassword: "Passwords don't match" });
    expect(registerFormSchema.safeParse({ ...form, confirmPassword: 'long-enough' }).success).toBe(true);
  });

  it('sign-up request: names required, phone optional and blank means none', () => {
    expect(messages(registerRequestSchema.safeParse({ email: 'a@b.co', password: 'long-enough', firstName: ' ', lastName: '' }))).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
    });
    const parsed = registerRequestSchema.parse({ email: 'a@b.co', password: 'long-enough', firstName: 'A', lastName: 'B', phone: '' });
    expect(parsed.phone).toBeNull();
    expect(messages(registerRequestSchema.safeParse({ email: 'a@b.co', password: 'short', firstName: 'A', lastName: 'B' }))).toEqual({
      password: 'Password must be at least 8 characters',
    });
  });
});
