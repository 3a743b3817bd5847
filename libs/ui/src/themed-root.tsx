import type { ReactNode } from 'react';
import { App } from 'antd';
import { ThemeProvider } from './theme-provider';

/**
 * The shared theme plus antd's App (message/notification/modal context for App.useApp). Each app
 * bundles its own antd, so each needs its own provider. App adds ~33 KB gzip to whatever chunk
 * holds it: the remotes' Module roots and the shell use ThemeProvider (no App), and a screen that
 * calls App.useApp wraps itself in ThemedRoot, which keeps that cost in the screen's lazy chunk.
 */
export function ThemedRoot({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider>
      <App component={false}>{children}</App>
    </ThemeProvider>
  );
}
