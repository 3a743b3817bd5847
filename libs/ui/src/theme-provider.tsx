import type { ReactNode } from 'react';
import { ConfigProvider, type ThemeConfig } from 'antd';
import { theme as sharedTheme } from './theme';

/**
 * Where antd puts a popup (a Select's list, a DatePicker, a Dropdown): inside the <dialog> its
 * trigger is in, else the body. A modal <dialog> sits in the browser's top layer, above anything
 * in the body however high its z-index, so a list opened from a dialog must live in the dialog.
 */
export function popupContainer(trigger?: HTMLElement): HTMLElement {
  return trigger?.closest('dialog') ?? document.body;
}

/**
 * antd's ConfigProvider with the shared theme (or `theme`, one made once by themeWith: antd caches its
 * work by theme), without antd's App. The shell's first load uses this one (App brings the modal and
 * message code); screens wrap in ThemedRoot.
 */
export function ThemeProvider({ children, theme = sharedTheme }: { children: ReactNode; theme?: ThemeConfig }) {
  return (
    <ConfigProvider theme={theme} getPopupContainer={popupContainer}>
      {children}
    </ConfigProvider>
  );
}
