import type { BookingDetailDto } from '@dd/contracts/booking';
import { calendarDate } from '@dd/domain/time-windows';
import type { DadMessageId } from '../i18n';

/** The DAD portal's `t` (useT), for the plain functions that put words together. */
export type DadText = (id: DadMessageId, values?: Record<string, string | number>) => string;

/** "1 Main St, Irvine, CA 92618" */
// eslint-disable-next-line lingui/no-unlocalized-strings -- a postal address reads the same in every language
export const fullAddress = (b: Pick<BookingDetailDto, 'address' | 'city' | 'zipCode'>) => `${b.address}, ${b.city}, CA ${b.zipCode}`;

/** A link that opens the phone's maps app (Google's universal maps URL; Apple Maps takes it over on iPhones when set). */
export const mapsUrl = (b: Pick<BookingDetailDto, 'address' | 'city' | 'zipCode'>) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(fullAddress(b))}`;

/** tel:/sms: targets want digits only (and a leading + when given). */
export const dialable = (phone: string) => phone.replace(/[^\d+]/g, '');

export const customerName = (b: Pick<BookingDetailDto, 'customer'>, t: DadText) => (b.customer ? `${b.customer.firstName} ${b.customer.lastName}` : t('job.customer'));

/** "2021 Toyota Camry, Silver, plate 8ABC123" */
export function carText(car: BookingDetailDto['car'], t: DadText): string {
  if (!car) return t('job.noCar');
  return [`${car.year} ${car.make} ${car.model}`, car.color, car.licensePlate && t('job.plate', { plate: car.licensePlate })].filter(Boolean).join(', ');
}

/** Upcoming = confirmed or in progress; Completed = completed (dad-and-admin §4). */
export const isUpcoming = (b: Pick<BookingDetailDto, 'status'>) => b.status === 'confirmed' || b.status === 'in_progress';

/** The job's day on the business calendar. */
export const jobDay = (b: Pick<BookingDetailDto, 'scheduledDate'>) => calendarDate(new Date(b.scheduledDate));

export const jobSheetPath = (id: string) => `/dadportal/dad/appointments/${encodeURIComponent(id)}`;
