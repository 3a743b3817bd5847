/** Response headers of a paged list (the body stays the spec's plain array). */
export const TOTAL_COUNT_HEADER = 'X-Total-Count';
export const LINK_HEADER = 'Link';

/** The `rel="next"` URL of a Link header, or null. */
export function nextLinkOf(header: string | null | undefined): string | null {
  if (!header) return null;
  for (const part of header.split(',')) {
    const match = /<([^>]*)>\s*;\s*rel="?next"?/i.exec(part.trim());
    if (match) return match[1];
  }
  return null;
}
