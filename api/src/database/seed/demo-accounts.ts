import type { Role } from '@dd/contracts/roles';

export interface DemoSignIn {
  role: Role;
  email: string;
  password: string;
}

/** Demo sign-ins (embedded default only); the browser tests sign in with these too. */
export const DEMO = {
  admin: { role: 'admin', email: 'admin@demo.dadsdetail.com', password: 'DemoAdmin123!' },
  dad: { role: 'dad', email: 'dad@demo.dadsdetail.com', password: 'DemoDad123!' },
  dad2: { role: 'dad', email: 'dad2@demo.dadsdetail.com', password: 'DemoDad123!' },
  customer: { role: 'customer', email: 'customer@demo.dadsdetail.com', password: 'DemoCustomer123!' },
  customer2: { role: 'customer', email: 'customer2@demo.dadsdetail.com', password: 'DemoCustomer123!' },
} as const satisfies Record<string, DemoSignIn>;
