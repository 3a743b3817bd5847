import { BUSINESS_NAME } from '../common/business-name';
import type { Reader } from './reader';

/** What a template gives the outbox for one email (the SMS text is derived from it). */
export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
  /** A shorter line for SMS, when the message is also sent by text. */
  sms?: string;
  ics?: string;
  /** Promotional email: the one-click unsubscribe URL for the List-Unsubscribe header. */
  unsubscribeUrl?: string;
}

export interface EmailContent {
  subject: string;
  greeting: string;
  paragraphs: string[];
  /** Label/value lines, e.g. Date, Arrival window, Address. */
  details?: [string, string][];
  /** The main link, always absolute. */
  action?: { label: string; url: string };
  /** Small pictures (absolute URLs), e.g. before/after thumbnails. */
  images?: { url: string; alt: string }[];
  /** Further links shown after the action. */
  links?: { label: string; url: string }[];
  sms?: string;
  ics?: string;
  /** Promotional email: the footer's unsubscribe page and the header's one-click URL. */
  unsubscribe?: { pageUrl: string; oneClickUrl: string };
}

const escape = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** One layout for every email: a plain-text part and a simple HTML part with the same content, its own words in the reader's language. */
export function renderEmail(reader: Reader, content: EmailContent): RenderedEmail {
  const { subject, greeting, paragraphs, details = [], action, images = [], links = [], unsubscribe } = content;
  const footer = unsubscribe ? reader.t('promo.footer') : '';
  const unsubscribeLabel = reader.t('promo.unsubscribe');
  const allLinks = [...(action ? [action] : []), ...links];
  const text = [
    greeting,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    ...(details.length ? [...details.map(([label, value]) => `${label}: ${value}`), ''] : []),
    ...allLinks.flatMap((link) => [`${link.label}: ${link.url}`]),
    ...(allLinks.length ? [''] : []),
    `— ${BUSINESS_NAME}`,
    ...(unsubscribe ? ['', footer, `${unsubscribeLabel}: ${unsubscribe.pageUrl}`] : []),
  ].join('\n');
  const html = `<!doctype html>
<html lang="${reader.language}"><body style="font-family: Arial, sans-serif; color: #1f2937; max-width: 560px; margin: 0 auto; padding: 16px">
<h1 style="font-size: 20px; color: #0b3d91">${escape(BUSINESS_NAME)}</h1>
<p>${escape(greeting)}</p>
${paragraphs.map((p) => `<p>${escape(p)}</p>`).join('\n')}
${details.length ? `<table style="border-collapse: collapse">${details.map(([label, value]) => `<tr><th align="left" style="padding: 4px 12px 4px 0">${escape(label)}</th><td style="padding: 4px 0">${escape(value)}</td></tr>`).join('')}</table>` : ''}
${images.length ? `<p>${images.map((image) => `<img src="${escape(image.url)}" alt="${escape(image.alt)}" width="160" style="margin: 4px; border-radius: 6px">`).join('')}</p>` : ''}
${action ? `<p><a href="${escape(action.url)}" style="display: inline-block; background: #0b3d91; color: #fff; padding: 10px 18px; border-radius: 6px; text-decoration: none">${escape(action.label)}</a></p>` : ''}
${links.map((link) => `<p><a href="${escape(link.url)}">${escape(link.label)}</a></p>`).join('\n')}
<p style="color: #6b7280; font-size: 12px">${escape(BUSINESS_NAME)}</p>
${unsubscribe ? `<p style="color: #6b7280; font-size: 12px">${escape(footer)} <a href="${escape(unsubscribe.pageUrl)}" style="color: #374151">${escape(unsubscribeLabel)}</a></p>` : ''}
</body></html>`;
  return { subject, text, html, sms: content.sms, ics: content.ics, unsubscribeUrl: unsubscribe?.oneClickUrl };
}
