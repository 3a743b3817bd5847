import type { ComponentType, ReactNode } from 'react';
import type { ThemeConfig } from 'antd';
import type { RemoteDeclaration } from './remote-module';
import { screensModule } from './screens-module';
import { ThemeProvider } from './theme-provider';

export { assertSameApiClient } from './screens-module';

/**
 * A remote's exposed module whose screens all render inside this remote's own antd ConfigProvider
 * (antd is bundled per app). antd's App (App.useApp: modal, message) costs ~33 KB gzip, so screens
 * that need it wrap themselves in ThemedRoot. A `banner` shows above every screen of the remote
 * (the admin area's test-mode warning). `tokens` change the shared tokens for the whole remote (one
 * theme: a ConfigProvider nested in a screen makes antd derive every token again).
 */
export function remoteScreens(declaration: RemoteDeclaration, { banner: Banner, tokens }: { banner?: ComponentType; tokens?: ThemeConfig['token'] } = {}) {
  function Frame({ children }: { children: ReactNode }) {
    return (
      <ThemeProvider tokens={tokens}>
        {Banner && <Banner />}
        {children}
      </ThemeProvider>
    );
  }
  return screensModule(declaration, Frame);
}
