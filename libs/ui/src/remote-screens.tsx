import type { ComponentType, ReactNode } from 'react';
import type { RemoteDeclaration } from './remote-module';
import { screensModule } from './screens-module';
import { ThemeProvider } from './theme-provider';

export { assertSameApiClient } from './screens-module';

/**
 * A remote's exposed module whose screens all render inside this remote's own antd ConfigProvider
 * (antd is bundled per app). antd's App (App.useApp: modal, message) costs ~33 KB gzip, so screens
 * that need it wrap themselves in ThemedRoot. A `banner` shows above every screen of the remote
 * (the admin area's test-mode warning).
 */
export function remoteScreens(declaration: RemoteDeclaration, { banner: Banner }: { banner?: ComponentType } = {}) {
  function Frame({ children }: { children: ReactNode }) {
    return (
      <ThemeProvider>
        {Banner && <Banner />}
        {children}
      </ThemeProvider>
    );
  }
  return screensModule(declaration, Frame);
}
