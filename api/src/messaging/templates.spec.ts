import { customerBookingEmail, dadBookingEmail, type BookingView } from './templates';

const ctx = { publicUrl: 'https://dads.example.com', organizerEmail: 'no-reply@dads.example.com' };
const suv: BookingView = {
  id: '00000000-0000-4000-8000-000000000001',
  start: new Date('2027-06-02T19:00:00Z'),
  startTime: '12:00',
  endTime: '16:00',
  address: '1 Main St',
  city: 'Irvine',
  zipCode: '92618',
  packageName: 'The Deep Clean',
  vehicleType: 'suv',
  totalAmount: '189.00',
  priceLines: null,
  status: 'pending',
  customer: { firstName: 'Nora', lastName: 'Diaz', email: 'nora@example.com', phone: null },
  dad: null,
};

describe('booking emails', () => {
  it('name the vehicle type as the screens do (SUV, not Suv)', () => {
    for (const email of [customerBookingEmail('booking_received', ctx, suv, 0), dadBookingEmail('dad_assigned', ctx, { firstName: 'Mike' }, suv)]) {
      expect(email.text).toContain('The Deep Clean (SUV)');
      expect(email.html).toContain('The Deep Clean (SUV)');
      expect(email.text).not.toContain('Suv');
    }
  });

  it('list each vehicle and add-on with its price when there are several or add-ons', () => {
    const lines = {
      packagePrice: '338.00',
      addOnsPrice: '40.00',
      vehicles: [
        { position: 1, vehicleType: 'suv' as const, packageName: 'The Deep Clean', packagePrice: '189.00', addOns: [{ name: 'Pet Hair Removal', price: '40.00' }] },
        { position: 2, vehicleType: 'sedan' as const, packageName: 'The Deep Clean', packagePrice: '149.00', addOns: [] },
      ],
      tierDiscount: '0.00',
      tierBenefit: null,
      rewardCredit: '0.00',
      freeInteriorAddOn: false,
      total: '378.00',
    };
    const email = customerBookingEmail('booking_received', ctx, { ...suv, totalAmount: '378.00', priceLines: lines }, 0);
    for (const text of ['Vehicle 1: The Deep Clean (SUV)', '$189.00', '+ Pet Hair Removal', '$40.00', 'Vehicle 2: The Deep Clean (Sedan)', '$149.00', '$378.00']) expect(email.text).toContain(text);
    expect(email.text).not.toContain('Package');
  });
});

describe('arrival promises (issue 27)', () => {
  // Planned 13:40 PDT (20:40Z) inside the 12-4 window.
  const planned = { ...suv, plannedArrival: new Date('2027-06-02T20:40:00Z') };
  it('keep the spec’s window in the confirmation, never the planned minute', () => {
    const email = customerBookingEmail('booking_confirmed', ctx, planned, 0);
    expect(email.subject).toContain('12:00 PM-4:00 PM');
    expect(email.text).not.toMatch(/1:40|Expected arrival/);
  });
  it('narrow the day-before reminder to an hour around the planned arrival, inside the window', () => {
    const email = customerBookingEmail('booking_reminder', ctx, planned, 0);
    expect(email.subject).toBe('Reminder: your detail is tomorrow, 12:00 PM-4:00 PM');
    expect(email.text).toContain('we expect to arrive between 1:10 PM and 2:10 PM');
    expect(email.text).toContain('Expected arrival');
    expect(email.sms).toContain('(expected 1:10 PM-2:10 PM)');
    // Without a plan (a booking from before routes): the window alone.
    expect(customerBookingEmail('booking_reminder', ctx, suv, 0).text).not.toContain('expect to arrive');
  });
});
