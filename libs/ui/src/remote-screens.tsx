import { Fragment, type ComponentType, type ReactNode } from 'react';
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
 * theme: a ConfigProvider nested in a screen makes antd derive every token again). `InLanguage` is the
 * remote's I18nRoot (decision 0390): its banner and screens render once its catalog for the page's language is in.
 */
export function remoteScreens(
  declaration: RemoteDeclaration,
  { banner: Banner, tokens, InLanguage = Fragment }: { banner?: ComponentType; tokens?: ThemeConfig['token']; InLanguage?: ComponentType<{ children: ReactNode }> } = {},
) {
  function Frame({ children }: { children: ReactNode }) {
    return (
      <InLanguage>
        <ThemeProvider tokens={tokens}>
          {Banner && <Banner />}
          {children}
        </ThemeProvider>
      </InLanguage>
    );
  }
  return screensModule(declaration, Frame);
}
