import { visitorJoinWaitlistSchema, WAITLIST_MESSAGES } from './waitlist';

describe('visitorJoinWaitlistSchema', () => {
  const wish = {
    packageId: '3f2a9c1e-1111-4a6b-9c1e-3f2a9c1e1111',
    vehicleType: 'suv',
    address: '1 Main St',
    city: 'Irvine',
    zipCode: '92618',
    fromDate: '2027-03-01',
    toDate: '2027-03-05',
    windows: ['morning'],
    firstName: 'Vera',
    lastName: 'Visitor',
  };
  const messages = (input: object) => {
    const parsed = visitorJoinWaitlistSchema.safeParse(input);
    return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  };

  it('needs an email or a phone, and says so on the email field', () => {
    expect(messages(wish)).toEqual([`email: ${WAITLIST_MESSAGES.contactRequired}`]);
    expect(messages({ ...wish, email: '', phone: ' ' })).toEqual([`email: ${WAITLIST_MESSAGES.contactRequired}`]);
  });

  it('takes either one alone, an empty other as none', () => {
    expect(visitorJoinWaitlistSchema.parse({ ...wish, email: 'vera@example.com', phone: '' })).toMatchObject({ email: 'vera@example.com', phone: null });
    expect(visitorJoinWaitlistSchema.parse({ ...wish, email: '', phone: '(714) 555-0142' })).toMatchObject({ email: null, phone: '(714) 555-0142' });
  });

  it('refuses a malformed email, a missing name and days out of order', () => {
    expect(messages({ ...wish, email: 'vera@' })).toEqual(['email: Valid email is required']);
    expect(messages({ ...wish, phone: '7145550142', firstName: '' })).toEqual(['firstName: First name is required']);
    expect(messages({ ...wish, phone: '7145550142', toDate: '2027-02-28' })).toEqual([`toDate: ${WAITLIST_MESSAGES.rangeOrder}`]);
  });
});
