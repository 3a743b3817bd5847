import type { BookingStatus, PaymentStatus, VehicleType } from './enums';

/**
 * How the server priced a booking: the package for the vehicle size, the tier discount, the reward
 * credit, and the total (never below zero). Shown on wizard step 5, the success screen, the receipt
 * and the admin booking card.
 */
export interface BookingPriceLines {
  packagePrice: string;
  tierDiscount: string;
  /** The tier benefit that gave the discount ("Silver: $10 off every 5th booking"), else null. */
  tierBenefit: string | null;
  rewardCredit: string;
  freeInteriorAddOn: boolean;
  total: string;
}

/** A booking as its customer, its DAD and admins read it (both spec files, §3). */
export interface BookingDto {
  id: string;
  customerId: string;
  dadId: string | null;
  carId: string | null;
  packageId: string;
  status: BookingStatus;
  scheduledDate: string;
  startTime: string | null;
  endTime: string | null;
  address: string;
  city: string;
  zipCode: string;
  specialInstructions: string | null;
  totalAmount: string;
  priceLines: BookingPriceLines;
  /** The vehicle type the booking was priced for (null on bookings made before it was recorded, when no car says it). */
  vehicleType: VehicleType | null;
  /** The checkout's agreeToPhotos: before/after photos of this job may be shown publicly (gallery). */
  photoConsent: boolean;
  stripePaymentIntentId: string | null;
  paymentStatus: PaymentStatus;
  /** Until when an unpaid booking holds its time (ISO); after it, unless paid, it is cancelled and the time freed. */
  holdExpiresAt: string | null;
  createdAt: string;
  updatedAt: string;
  customer?: { firstName: string; lastName: string; email: string; phone: string | null };
  package?: { name: string };
  car?: { year: number; make: string; model: string; color: string | null } | null;
  dad?: { firstName: string; lastName: string } | null;
}

/** A customer as the admin list shows it (dad-and-admin §3). */
export interface AdminCustomerDto {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  totalBookings: number;
  washPoints: number;
  createdAt: string;
}

/** GET /api/bookings/{id}/receipt: a completed booking with the card that paid and when it was charged. */
export interface BookingReceiptDto {
  booking: BookingDto;
  card: { brand: string; last4: string } | null;
  /** When the money was taken; null while it is only held. */
  capturedAt: string | null;
}
