import type { BookingDetailDto } from '@dd/contracts/booking';
import { calendarDate } from '@dd/domain/time-windows';

/** "1 Main St, Irvine, CA 92618" */
export const fullAddress = (b: Pick<BookingDetailDto, 'address' | 'city' | 'zipCode'>) => `${b.address}, ${b.city}, CA ${b.zipCode}`;

/** A link that opens the phone's maps app (Google's universal maps URL; Apple Maps takes it over on iPhones when set). */
export const mapsUrl = (b: Pick<BookingDetailDto, 'address' | 'city' | 'zipCode'>) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(fullAddress(b))}`;

/** tel:/sms: targets want digits only (and a leading + when given). */
export const dialable = (phone: string) => phone.replace(/[^\d+]/g, '');

export const customerName = (b: Pick<BookingDetailDto, 'customer'>) => (b.customer ? `${b.customer.firstName} ${b.customer.lastName}` : 'Customer');

/** "2021 Toyota Camry, Silver, plate 8ABC123" */
export function carText(car: BookingDetailDto['car']): string {
  if (!car) return 'No car on file';
  return [`${car.year} ${car.make} ${car.model}`, car.color, car.licensePlate && `plate ${car.licensePlate}`].filter(Boolean).join(', ');
}

/** Upcoming = confirmed or in progress; Completed = completed (dad-and-admin §4). */
export const isUpcoming = (b: Pick<BookingDetailDto, 'status'>) => b.status === 'confirmed' || b.status === 'in_progress';

/** The job's day on the business calendar. */
export const jobDay = (b: Pick<BookingDetailDto, 'scheduledDate'>) => calendarDate(new Date(b.scheduledDate));

export const jobSheetPath = (id: string) => `/dadportal/dad/appointments/${encodeURIComponent(id)}`;
