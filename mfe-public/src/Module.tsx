import type { ReactNode } from 'react';
import type { RemoteDeclaration } from '@dd/ui/remote-module';
import { PageSpinner } from '@dd/ui/page-spinner';
import { screensModule } from '@dd/ui/screens-module';
import { I18nRoot, withScreenWords } from './i18n';
import { REMOTE } from './remote';

const InLanguage = ({ children }: { children: ReactNode }) => <I18nRoot fallback={<PageSpinner />}>{children}</I18nRoot>;

/** The one screen that shows only the home page's catalog and libs/ui's first words (`/`, issue 45's 170 KB in every language). */
const HOME = '/';

/** Every other screen loads the remote's catalog and all of libs/ui's words beside its chunk (decision 0476). */
const DECLARATION: RemoteDeclaration = {
  ...REMOTE,
  routes: REMOTE.routes.map((route) => (route.path === HOME || !route.screen ? route : { ...route, screen: withScreenWords(route.screen) })),
};

/** The public remote's exposed module: the screens its declaration (src/remote.ts) names, in the page's language, without antd's theme around them. */
export default screensModule(DECLARATION, InLanguage);
