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
