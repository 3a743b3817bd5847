import type { TextIntent } from '@dd/contracts/message';

/**
 * A phone number as Twilio writes it (E.164): people type "(714) 555-0123"; Twilio sends and
 * receives +17145550123. Ten digits are a North American number; more are taken as written with
 * their country code.
 */
export function e164(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length === 10) return `+1${digits}`;
  return `+${digits}`;
}

/** The keyword a text is, if any (case and spaces do not matter), per the carriers' list for STOP/START/HELP. */
export function keywordOf(body: string): TextIntent | null {
  const word = body.trim().toUpperCase().replace(/[.!]+$/, '');
  if (['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT', 'OPTOUT', 'REVOKE'].includes(word)) return 'stop';
  if (['START', 'UNSTOP', 'YES', 'OPTIN'].includes(word)) return 'start';
  if (['HELP', 'INFO'].includes(word)) return 'help';
  if (word === 'C' || word === 'CONFIRM') return 'confirm';
  if (word === 'R' || word === 'RESCHEDULE') return 'reschedule';
  if (/^[123]$/.test(word)) return 'pick';
  return null;
}
