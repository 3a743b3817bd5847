/** The session cookie's name: identity's sessions set it, the web layer's replayed reads key on it. */
export const SESSION_COOKIE = 'dd.sid';

const SESSION_COOKIE_SET = new RegExp(`(?:^|;)\\s*${SESSION_COOKIE.replace('.', '\\.')}=[^;]`);

/**
 * Whether a request carries a session cookie: someone may be signed in (the session itself is not read).
 * No cookie means nobody is: sessions are stored only once someone signs in, and sign-out clears it.
 */
export const carriesSessionCookie = (cookieHeader: string | undefined): boolean => SESSION_COOKIE_SET.test(cookieHeader ?? '');
