import type { ContactMethod } from './enums';
import type { Role } from './roles';

/** The current user as GET /api/user returns it (customer-side §3). Never carries the password. */
export interface UserDto {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  /** A new address waiting for its emailed confirmation link; `email` stays the sign-in address until then. */
  pendingEmail: string | null;
  phone: string | null;
  role: Role;
  profilePhotoUrl: string | null;
  profilePhotoId: string | null;
  stripeCustomerId: string | null;
  washPoints: number;
  isActive: boolean;
  emailNotifications: boolean;
  smsNotifications: boolean;
  promotionalEmails: boolean;
  preferredContactMethod: ContactMethod;
  createdAt: string;
  updatedAt: string;
}
