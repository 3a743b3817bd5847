import { loginSchema, optionalPhone, PHONE_MESSAGES, phoneNumber, registerFormSchema, registerRequestSchema } from './auth';

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

describe('names and phones hold what they claim (issue 23)', () => {
  const signUp = { email: 'a@b.co', password: 'long-enough', firstName: 'Ana', lastName: 'Lee' };

  it('refuses control characters in names, a NUL byte included', () => {
    for (const bad of ['Ana\u0000', 'A\u0007na', 'Ana\nLee', '\u009bAna']) {
      expect(messages(registerRequestSchema.safeParse({ ...signUp, firstName: bad }))).toEqual({ firstName: 'First name must not contain control characters' });
    }
    expect(registerRequestSchema.safeParse({ ...signUp, firstName: 'Zoë-Anne O’Brien' }).success).toBe(true);
  });

  it('refuses phones made of letters or too few digits, for customers and DADs alike', () => {
    expect(messages(optionalPhone.safeParse('not a phone!!'))).toEqual({ '': PHONE_MESSAGES.characters });
    expect(messages(phoneNumber.safeParse('abcdefghijk'))).toEqual({ '': PHONE_MESSAGES.characters });
    expect(messages(phoneNumber.safeParse('555-0100'))).toEqual({ '': PHONE_MESSAGES.digits });
    expect(messages(registerRequestSchema.safeParse({ ...signUp, phone: 'not a phone!!' }))).toEqual({ phone: PHONE_MESSAGES.characters });
    for (const good of ['(714) 555-0100', '+1 714.555.0100', '7145550100']) expect(phoneNumber.parse(good)).toBe(good);
    expect(optionalPhone.parse('  ')).toBeNull();
    expect(optionalPhone.parse(undefined)).toBeNull();
  });
});
