/** The session cookie's name: identity's sessions set it, the web layer's replayed reads key on it. */
export const SESSION_COOKIE = 'dd.sid';
