import type { CSSProperties } from 'react';
import { brand } from './theme';

/**
 * A <details>' summary that reads as something to open (issue 37 item 19): `display: flex` on a
 * summary drops its triangle, which left "Stops in route order" and "Before photos (1)" looking like
 * empty headings. A list item keeps the browser's marker (turning as it opens); 44 px tall for a thumb.
 */
export const disclosureSummaryStyle: CSSProperties = { display: 'list-item', cursor: 'pointer', minHeight: 44, lineHeight: '44px', color: brand.primary, fontWeight: 500 };
