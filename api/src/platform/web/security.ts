import type { RequestHandler } from 'express';
import helmet from 'helmet';
import type { AppConfig } from '../config/app-config';
import { forbidden } from '../../common/api-exception';
import { APP_LOADERS_CSP } from './first-paint';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence on top of SameSite=Lax cookies: a state-changing request that a browser marks as
 * coming from another site (Origin or Sec-Fetch-Site) is refused. Clients that are not browsers
 * send neither header and carry no victim's cookies, so they pass.
 */
export function crossSiteRequestGuard(config: Pick<AppConfig, 'appOrigins'>, exemptPaths: string[] = []): RequestHandler {
  return (request, response, next) => {
    if (SAFE_METHODS.has(request.method) || exemptPaths.includes(request.path)) return next();
    const origin = request.get('origin');
    const site = request.get('sec-fetch-site');
    if ((origin && !config.appOrigins.includes(origin)) || site === 'cross-site') {
      // Answered by lastErrorHandler: the one error shape, in the request's language.
      return next(forbidden('Cross-site request refused', 'CROSS_SITE_REQUEST'));
    }
    next();
  };
}

/** Signed-in answers are the person's own: no browser or proxy cache may keep them. */
export function noStoreWhenSignedIn(): RequestHandler {
  return (request, response, next) => {
    if (request.user) response.setHeader('Cache-Control', 'no-store');
    next();
  };
}

export const HTTPS_REQUIRED_MESSAGE =
  'Signing in needs HTTPS: in production the session cookie is Secure, so a browser would not keep it over plain HTTP. ' +
  'Open the site with https://; behind an HTTPS proxy, the operator sets TRUST_PROXY so the server sees the original protocol.';

/**
 * In production the session cookie is Secure, and express-session silently sets none on a request it does
 * not see as HTTPS: sign-in would answer 200 and nobody would stay signed in. Say so instead.
 */
export function requireSecureSignIn(config: Pick<AppConfig, 'env'>): RequestHandler {
  return (request, response, next) => {
    // A visitor's checkout (POST /bookings) signs them in too.
    const signsIn = request.method === 'POST' && ['/login', '/login/device-link', '/register', '/bookings'].includes(request.path);
    if (config.env !== 'production' || !signsIn || request.secure) return next();
    next(forbidden(HTTPS_REQUIRED_MESSAGE, 'HTTPS_REQUIRED'));
  };
}

/**
 * What Stripe.js needs (its script, the card field and 3-D Secure frames, its API calls), allowed
 * only when Stripe keys are configured; test mode's card form is our own page.
 */
const STRIPE_JS = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};

/** Security headers; the CSP lets the shell load remotes from their own origins (and Stripe.js when configured). */
export function securityHeaders(config: Pick<AppConfig, 'env' | 'remoteOrigins' | 'stripe'>): RequestHandler {
  const remotes = config.remoteOrigins;
  const stripe = config.stripe.secretKey ? STRIPE_JS : { script: [], frame: [], connect: [] };
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...APP_LOADERS_CSP, ...remotes, ...stripe.script],
        // antd writes its CSS-in-JS into <style> tags at run time.
        styleSrc: ["'self'", "'unsafe-inline'", ...remotes],
        imgSrc: ["'self'", 'data:', 'blob:', ...remotes],
        fontSrc: ["'self'", 'data:', ...remotes],
        connectSrc: ["'self'", ...remotes, ...stripe.connect],
        frameSrc: ["'self'", ...stripe.frame],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(config.env === 'production' ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // Remotes on another origin are fetched with CORS; same-origin policy still applies to the rest.
    crossOriginResourcePolicy: { policy: remotes.length ? 'cross-origin' : 'same-origin' },
    hsts: config.env === 'production',
  });
}
