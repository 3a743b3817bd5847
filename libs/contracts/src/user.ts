import type { ContactMethod } from './enums';
import type { Role } from './roles';

/** The current user as GET /api/user returns it (customer-side §3). Never carries the password. */
export interface UserDto {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
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
