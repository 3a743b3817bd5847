import { theme as antdTheme } from 'antd';
import { theme } from './theme';

/** WCAG's contrast ratio of two '#rrggbb' colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

describe('theme', () => {
  it('keeps white text on primary and danger buttons at WCAG AA in every state (a tapped button stays hovered)', () => {
    const token = antdTheme.getDesignToken(theme);
    for (const key of ['colorPrimary', 'colorPrimaryHover', 'colorPrimaryActive', 'colorError', 'colorErrorHover', 'colorErrorActive'] as const) {
      expect([key, contrast(token[key], '#ffffff') >= 4.5]).toEqual([key, true]);
    }
    // An outlined primary choice (the tip picker's) hovered: the hover colour on the primary tint.
    expect(contrast(token.colorPrimaryHover, token.colorPrimaryBg)).toBeGreaterThanOrEqual(4.5);
  });
});
