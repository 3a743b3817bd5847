import type { Role } from './roles';

/** The header's Dashboard link (customer-side §2): unknown roles fall back to the customer area. */
export function dashboardPath(role: Role | string | null | undefined): string {
  if (!role) return '/auth';
  if (role === 'dad') return '/dadportal/dad';
  if (role === 'admin') return '/dadportal/admin';
  return '/dadportal/customer';
}
