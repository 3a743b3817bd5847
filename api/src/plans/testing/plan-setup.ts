import type { AdminPlanDto } from '@dd/contracts/plan';
import type { PackageDto } from '@dd/contracts/package';
import type { StripeStandIn } from '../../payments/testing/stripe-stand-in';
import { ADMIN } from '../../payments/testing/payment-fixtures';
import { addDads } from '../../scheduling/testing';
import { signInWithSecondFactor } from '../../testing/staff-sign-in';
import type { TestApp } from '../../testing/test-app';

/** A plan test's API: Stripe mode against the started `standIn`, the demo admin's account as configured. */
export const planTestEnv = (standIn: StripeStandIn, webhookSecret: string, env: Record<string, string> = {}): Record<string, string> => ({
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  STRIPE_WEBHOOK_SECRET: webhookSecret,
  ...standIn.apiEnv(),
  ...env,
});

/**
 * `dads` DADs to place visits with, the admin signed in (before any customer: sign-ins are limited
 * per address), and a fortnightly plan of the first package made by the admin with `fields`.
 */
export async function adminWithPlan(server: TestApp, dads: number, fields: (first: PackageDto) => Record<string, unknown>) {
  await addDads(server.app, dads);
  const admin = server.agent();
  await signInWithSecondFactor(admin, ADMIN);
  const [first]: PackageDto[] = (await server.agent().get('/api/packages').expect(200)).body;
  const plan: AdminPlanDto = (await admin.post('/api/admin/plans').send({ packageId: first.id, interval: 'every_2_weeks', ...fields(first) }).expect(201)).body;
  return { admin, plan };
}
