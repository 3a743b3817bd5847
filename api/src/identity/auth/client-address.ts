import type { Request } from 'express';

/** The client's address as people read it: an IPv4 client of a dual-stack server without its "::ffff:" prefix. */
export const clientAddress = (request: Request): string => (request.ip ?? '').replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '').slice(0, 64) || 'unknown';
