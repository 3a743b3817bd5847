export const ROLES = ['customer', 'dad', 'admin'] as const;
export type Role = (typeof ROLES)[number];
