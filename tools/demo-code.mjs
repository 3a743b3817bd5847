// Prints the demo admin's current two-step sign-in code (the demo data's admin has a known authenticator
// secret, so anyone trying the demo can sign in as admin). Usage: npm run demo:code
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { authenticator } = require('otplib');
const source = readFileSync(new URL('../api/src/app/demo/demo-accounts.ts', import.meta.url), 'utf8');
const secret = /DEMO_ADMIN_TOTP_SECRET = '([A-Z2-7]+)'/.exec(source)?.[1];
if (!secret) throw new Error('DEMO_ADMIN_TOTP_SECRET not found in api/src/app/demo/demo-accounts.ts');
const secondsLeft = 30 - (Math.floor(Date.now() / 1000) % 30);
console.log(`${authenticator.generate(secret)}  (admin@demo.dadsdetail.com; valid for ${secondsLeft} more seconds, then run again)`);
