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
});
