import type { Role } from './roles';

/** The header's Dashboard link (customer-side §2): unknown roles fall back to the customer area. */
export function dashboardPath(role: Role | string | null | undefined): string {
  if (!role) return '/auth';
  if (role === 'dad') return '/dadportal/dad';
  if (role === 'admin') return '/dadportal/admin';
  return '/dadportal/customer';
}

/** Where /auth sends a user after login, or when already signed in. */
export function pathAfterSignIn(role: Role | string): string {
  if (role === 'admin') return '/dadportal/admin';
  if (role === 'dad') return '/dadportal';
  return '/';
}
