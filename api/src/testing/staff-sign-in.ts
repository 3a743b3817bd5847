import type request from 'supertest';
import { DEMO, DEMO_ADMIN_TOTP_SECRET } from '../app/demo/demo-accounts';
import { TOTP_STEP_MS, totpCode } from '../identity/second-factor/totp';

type Agent = ReturnType<typeof request.agent>;

/** Secrets of the accounts these tests enrolled (and the demo admin's), and the last step each code was made for. */
const secrets = new Map<string, string>([[DEMO.admin.email, DEMO_ADMIN_TOTP_SECRET]]);
const lastSteps = new Map<string, number>();

const currentStep = () => Math.floor(Date.now() / TOTP_STEP_MS);

/**
 * A code the server has not taken yet, as the person's app would show it: the server takes each step's code
 * once, and the next step's too (a phone clock a little ahead); past that this waits for a new step.
 */
export async function nextCode(email: string): Promise<string> {
  const secret = secrets.get(email);
  if (!secret) throw new Error(`No authenticator secret known for ${email}`);
  const step = Math.max(currentStep(), (lastSteps.get(email) ?? -1) + 1);
  while (step > currentStep() + 1) await new Promise((resolve) => setTimeout(resolve, TOTP_STEP_MS - (Date.now() % TOTP_STEP_MS) + 50));
  lastSteps.set(email, step);
  return totpCode(secret, step * TOTP_STEP_MS + 1_000);
}

/** Sets up an authenticator app for the signed-in account, as the enrolment screen does; the test then knows its secret. */
export async function enrolSecondFactor(agent: Agent, email: string): Promise<string[]> {
  const setup = await agent.post('/api/account/second-factor/totp').expect(200);
  secrets.set(email, setup.body.secret);
  lastSteps.delete(email);
  return (await agent.post('/api/account/second-factor/totp/confirm').send({ code: await nextCode(email) }).expect(200)).body.recoveryCodes;
}

/**
 * Signs `agent` in as a person would: the password, then the app's code when the account has a second
 * factor; an account whose role requires one and has none (a fresh admin) sets it up first.
 */
export async function signInWithSecondFactor(agent: Agent, account: { email: string; password: string }): Promise<void> {
  const email = account.email.trim().toLowerCase();
  const login = await agent.post('/api/login').send(account).expect(200);
  if (login.body.secondFactorRequired) {
    await agent.post('/api/login/second-factor').send({ code: await nextCode(email) }).expect(200);
  } else if (login.body.secondFactor?.required && !login.body.secondFactor.enabled) {
    await enrolSecondFactor(agent, email);
  }
}
