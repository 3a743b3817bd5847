import type { ThemeConfig } from 'antd';

/**
 * The design tokens every app builds its antd ConfigProvider from. antd is bundled per app (not a
 * federated singleton), so the look stays the same only because every root uses these tokens.
 */
export const brand = {
  primary: '#1d4ed8',
  primaryDark: '#1e3a8a',
  /** Hover on primary: darker, so white text keeps its contrast (8.7:1). */
  primaryHover: '#1e40af',
  accent: '#f59e0b',
  /** Text on the accent: dark, as white on amber is 2.1:1. */
  onAccent: '#0f172a',
  // green-700: 5:1 on white, so small "Available" labels pass WCAG AA (green-600 was 3.3:1).
  success: '#15803d',
  warning: '#d97706',
  error: '#dc2626',
  /** Hover and press on danger: darker, white text 6.5:1 and 8.3:1. */
  errorHover: '#b91c1c',
  errorActive: '#991b1b',
  text: '#0f172a',
  textMuted: '#475569',
  background: '#f5f7fb',
  surface: '#ffffff',
  border: '#e2e8f0',
} as const;

export const layout = {
  headerHeight: 64,
  sidebarWidth: 256,
  contentMaxWidth: 1200,
} as const;

/** A bordered white panel (cards on light pages) without antd's Card, which brings Tabs and Menu along. */
export const surfaceStyle = {
  background: brand.surface,
  border: `1px solid ${brand.border}`,
  borderRadius: 12,
  padding: 24,
} as const;

declare const __DD_APP__: string | undefined;

export const theme: ThemeConfig = {
  // Each app bundles its own antd, and antd removes a css-variable style when the last component of
  // its copy using it unmounts. With one key for all, the shell's copy and a remote's wrote the same
  // style: the shell's sidebar leaving (a window narrowed past 992 px) took the remote's buttons'
  // borders and padding with it. A key per app (tools/rspack's __DD_APP__) keeps them apart.
  cssVar: { key: typeof __DD_APP__ === 'string' ? `dd-${__DD_APP__}` : 'dd' },
  hashed: false,
  token: {
    colorPrimary: brand.primary,
    // antd derives lighter hover colours (#4373e6, #e8524d): white text on them is 4.3:1 and 3.7:1, under
    // WCAG AA, and a button stays hovered after a tap or click. Darker on hover and press instead.
    colorPrimaryHover: brand.primaryHover,
    colorPrimaryActive: brand.primaryDark,
    colorErrorHover: brand.errorHover,
    colorErrorActive: brand.errorActive,
    colorInfo: brand.primary,
    colorSuccess: brand.success,
    colorWarning: brand.warning,
    colorError: brand.error,
    colorTextBase: brand.text,
    // antd's default secondary and description text (45% black) fail WCAG AA contrast on white.
    colorTextSecondary: brand.textMuted,
    colorTextDescription: brand.textMuted,
    colorBgLayout: brand.background,
    colorBorderSecondary: brand.border,
    borderRadius: 8,
    fontFamily: "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
  components: {
    Layout: { headerBg: brand.surface, siderBg: brand.surface, bodyBg: brand.background, headerPadding: '0 16px', footerBg: brand.surface },
    Menu: { itemBg: 'transparent' },
  },
};
