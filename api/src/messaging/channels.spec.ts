import { channelsFor, type ContactPreferences } from './channels';

const person = (changes: Partial<ContactPreferences> = {}): ContactPreferences => ({
  emailNotifications: true,
  smsNotifications: false,
  promotionalEmails: true,
  preferredContactMethod: 'email',
  phone: '714-555-0100',
  ...changes,
});
const on = { emailEnabled: true, smsAvailable: true };

describe('channelsFor', () => {
  it('sends account messages by email whatever the preferences and the admin switch', () => {
    expect(channelsFor(person({ emailNotifications: false }), 'account', { emailEnabled: false, smsAvailable: false })).toEqual(['email']);
  });

  it('sends promotions by email only, with promotionalEmails and the admin switch on', () => {
    expect(channelsFor(person({ emailNotifications: false, smsNotifications: true, preferredContactMethod: 'phone' }), 'promotional', on)).toEqual(['email']);
    expect(channelsFor(person({ promotionalEmails: false }), 'promotional', on)).toEqual([]);
    expect(channelsFor(person(), 'promotional', { ...on, emailEnabled: false })).toEqual([]);
  });

  it('honours the admin switch and the person’s email and SMS choices', () => {
    expect(channelsFor(person(), 'service', on)).toEqual(['email']);
    expect(channelsFor(person(), 'service', { ...on, emailEnabled: false })).toEqual([]);
    expect(channelsFor(person({ emailNotifications: false }), 'service', on)).toEqual([]);
    expect(channelsFor(person({ emailNotifications: false, smsNotifications: true }), 'service', on)).toEqual(['sms']);
  });

  it('sends no SMS without a provider or a phone number', () => {
    expect(channelsFor(person({ emailNotifications: false, smsNotifications: true }), 'service', { ...on, smsAvailable: false })).toEqual([]);
    expect(channelsFor(person({ emailNotifications: false, smsNotifications: true, phone: null }), 'service', on)).toEqual([]);
  });

  it('lets preferredContactMethod choose when both channels are on', () => {
    const both = { smsNotifications: true };
    expect(channelsFor(person({ ...both, preferredContactMethod: 'email' }), 'service', on)).toEqual(['email']);
    expect(channelsFor(person({ ...both, preferredContactMethod: 'phone' }), 'service', on)).toEqual(['sms']);
    expect(channelsFor(person({ ...both, preferredContactMethod: 'both' }), 'service', on)).toEqual(['email', 'sms']);
  });
});
