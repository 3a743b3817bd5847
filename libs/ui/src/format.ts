const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "89.00" (or 89) -> "$89.00": amounts show with 2 decimals (spec §9). */
export function formatUsd(amount: string | number): string {
  const value = typeof amount === 'number' ? amount : Number.parseFloat(amount);
  return Number.isFinite(value) ? usd.format(value) : String(amount);
}

/** "Ada Lovelace" -> "AL": the avatar fallback. */
export function initials(firstName?: string | null, lastName?: string | null): string {
  return `${firstName?.trim()[0] ?? ''}${lastName?.trim()[0] ?? ''}`.toUpperCase() || '?';
}

const KB = 1024;
const MB = KB * 1024;

/** File sizes as B, KB or MB, one decimal, unit 1024 (dad-and-admin §9): 1536 -> "1.5 KB". */
export function formatFileSize(bytes: number): string {
  if (bytes < KB) return `${bytes} B`;
  if (bytes < MB) return `${(bytes / KB).toFixed(1)} KB`;
  return `${(bytes / MB).toFixed(1)} MB`;
}
