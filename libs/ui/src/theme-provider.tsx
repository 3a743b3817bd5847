import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import { theme } from './theme';

/**
 * antd's ConfigProvider built from the shared tokens, without antd's App. The shell's first load
 * uses this one (App brings the modal and message code); screens wrap in ThemedRoot.
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  return <ConfigProvider theme={theme}>{children}</ConfigProvider>;
}
