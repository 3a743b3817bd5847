import type { ReactNode } from 'react';
import { ConfigProvider, type ThemeConfig } from 'antd';
import { useAntdLocale } from './antd-locale';
import { theme } from './theme';

/**
 * Where antd puts a popup (a Select's list, a DatePicker, a Dropdown): inside the <dialog> its
 * trigger is in, else the body. A modal <dialog> sits in the browser's top layer, above anything
 * in the body however high its z-index, so a list opened from a dialog must live in the dialog.
 */
export function popupContainer(trigger?: HTMLElement): HTMLElement {
  return trigger?.closest('dialog') ?? document.body;
}

/** The theme with some tokens changed, made once per set of tokens (antd caches its work by theme). */
const themes = new WeakMap<object, ThemeConfig>();
function themeWith(tokens: ThemeConfig['token'] | undefined): ThemeConfig {
  if (!tokens) return theme;
  let changed = themes.get(tokens);
  if (!changed) themes.set(tokens, (changed = { ...theme, token: { ...theme.token, ...tokens } }));
  return changed;
}

/**
 * antd's ConfigProvider built from the shared tokens (with `tokens` changed), without antd's App.
 * The shell's first load uses this one (App brings the modal and message code); screens wrap in ThemedRoot.
 */
export function ThemeProvider({ children, tokens }: { children: ReactNode; tokens?: ThemeConfig['token'] }) {
  return (
    <ConfigProvider theme={themeWith(tokens)} getPopupContainer={popupContainer} locale={useAntdLocale()}>
      {children}
    </ConfigProvider>
  );
}
