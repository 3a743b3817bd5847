import type { Role } from '@dd/contracts/roles';

export interface DemoSignIn {
  role: Role;
  email: string;
  password: string;
}

/**
 * The demo admin's authenticator-app secret: admins must sign in with a second factor, so the demo admin
 * has one everybody can use (`npm run demo:code` prints its current code; or scan it into an app). Demo only.
 */
export const DEMO_ADMIN_TOTP_SECRET = 'EQIWMDS2FQWB2BYWLECAQQRAKUHXMHS3';

/** Demo sign-ins (embedded default only); the browser tests sign in with these too. */
export const DEMO = {
  admin: { role: 'admin', email: 'admin@demo.dadsdetail.com', password: 'DemoAdmin123!' },
  dad: { role: 'dad', email: 'dad@demo.dadsdetail.com', password: 'DemoDad123!' },
  dad2: { role: 'dad', email: 'dad2@demo.dadsdetail.com', password: 'DemoDad123!' },
  customer: { role: 'customer', email: 'customer@demo.dadsdetail.com', password: 'DemoCustomer123!' },
  customer2: { role: 'customer', email: 'customer2@demo.dadsdetail.com', password: 'DemoCustomer123!' },
} as const satisfies Record<string, DemoSignIn>;
