import type { CSSProperties } from 'react';

/**
 * Thumb-sized controls for the DAD, who works on a phone with wet or gloved hands: every control is
 * at least 44 px high (WCAG 2.5.5), text at 16 px (no zoom on focus in iOS). The remote's one theme
 * carries them (src/Module.tsx): a theme nested inside it made antd derive every token a second time.
 */
export const TOUCH_TOKENS = { controlHeight: 44, controlHeightLG: 48, controlHeightSM: 44, fontSize: 16 } as const;
/** The same sizes for the plain (non-antd) link buttons of libs/ui, which read them as CSS variables. */
export const TOUCH_VARS = { '--dd-control-height': '44px', '--dd-control-height-lg': '48px', '--dd-font-size': '16px' } as CSSProperties;
