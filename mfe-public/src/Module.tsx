import type { ReactNode } from 'react';
import { PageSpinner } from '@dd/ui/page-spinner';
import { screensModule } from '@dd/ui/screens-module';
import { I18nRoot } from './i18n';
import { REMOTE } from './remote';

const InLanguage = ({ children }: { children: ReactNode }) => <I18nRoot fallback={<PageSpinner />}>{children}</I18nRoot>;

/** The public remote's exposed module: the screens its declaration (src/remote.ts) names, in the page's language, without antd's theme around them. */
export default screensModule(REMOTE, InLanguage);
