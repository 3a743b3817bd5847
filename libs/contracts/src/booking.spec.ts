import { bookingListQuerySchema, createBookingSchema, validateAddressSchema } from './booking';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('validateAddressSchema', () => {
  it('takes 5-digit ZIPs and ZIP+4, trimmed', () => {
    expect(validateAddressSchema.parse({ zipCode: ' 92618 ' })).toEqual({ zipCode: '92618' });
    expect(validateAddressSchema.parse({ zipCode: '92618-1234' }).zipCode).toBe('92618-1234');
  });

  it("refuses anything else with the spec's message", () => {
    for (const zipCode of ['9261', 'abcde', '92618-12', 92618, undefined]) {
      expect(firstMessage(validateAddressSchema.safeParse({ zipCode }))).toBe('Valid ZIP code is required');
    }
  });
});

describe('createBookingSchema', () => {
  const draft = {
    packageId: '3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b',
    address: '123 Main Street',
    city: 'Irvine',
    zipCode: '92618',
    scheduledDate: '2026-11-24T16:00:00.000Z',
  };

  it("fills the spec's defaults and normalises blanks", () => {
    expect(createBookingSchema.parse({ ...draft, specialInstructions: '  ', carId: '' })).toEqual({
      ...draft,
      vehicleType: 'sedan',
      specialInstructions: null,
      carId: null,
      ref: null,
      addOnIds: [],
      moreVehicles: [],
    });
  });

  it('keeps a referral code only when it has the code shape, uppercased', () => {
    expect(createBookingSchema.parse({ ...draft, ref: '5f4a3b2c' }).ref).toBe('5F4A3B2C');
    expect(createBookingSchema.parse({ ...draft, ref: 'not a code' }).ref).toBeNull();
  });

  it("uses the spec's wizard messages", () => {
    expect(firstMessage(createBookingSchema.safeParse({ ...draft, address: ' ' }))).toBe('Address is required');
    expect(firstMessage(createBookingSchema.safeParse({ ...draft, city: '' }))).toBe('City is required');
    expect(firstMessage(createBookingSchema.safeParse({ ...draft, address: undefined }))).toBe('Address is required');
    // Too long is not "required" (issue 36 item 11).
    expect(firstMessage(createBookingSchema.safeParse({ ...draft, address: 'x'.repeat(3000) }))).toBe('Address must be at most 255 characters');
    expect(firstMessage(createBookingSchema.safeParse({ ...draft, city: 'x'.repeat(101) }))).toBe('City must be at most 100 characters');
    expect(firstMessage(createBookingSchema.safeParse({ ...draft, scheduledDate: 'soon' }))).toBe('Please choose a time');
    expect(firstMessage(createBookingSchema.safeParse({ ...draft, vehicleType: 'boat' }))).toBe('Vehicle type must be sedan, suv or truck');
  });

  it('validates the checkout contact when sent', () => {
    const contact = { firstName: 'Vera', lastName: 'Visitor', email: 'vera@example.com', agreeToTerms: true };
    expect(createBookingSchema.parse({ ...draft, contact }).contact).toEqual({ ...contact, phone: null });
    expect(firstMessage(createBookingSchema.safeParse({ ...draft, contact: { ...contact, agreeToTerms: false } }))).toBe('You must agree to the terms');
    expect(firstMessage(createBookingSchema.safeParse({ ...draft, contact: { ...contact, email: 'x' } }))).toBe('Valid email is required');
    expect(firstMessage(createBookingSchema.safeParse({ ...draft, contact: { ...contact, firstName: '' } }))).toBe('First name is required');
  });
});

describe('bookingListQuerySchema', () => {
  it('takes an optional dadId and status beside the paging of every list', () => {
    const dadId = '3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b';
    expect(bookingListQuerySchema.parse({})).toEqual({ limit: 50 });
    expect(bookingListQuerySchema.parse({ dadId, status: 'completed', limit: '10' })).toEqual({ dadId, status: 'completed', limit: 10 });
    expect(bookingListQuerySchema.safeParse({ status: 'lost' }).success).toBe(false);
    expect(bookingListQuerySchema.safeParse({ dadId: 'd-1' }).success).toBe(false);
  });
});
