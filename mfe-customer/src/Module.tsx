import type { ReactNode } from 'react';
import { PageSpinner } from '@dd/ui/page-spinner';
import { remoteScreens } from '@dd/ui/remote-screens';
import { I18nRoot } from './i18n';
import { REMOTE } from './remote';

/** Every screen in the customer's own language (decision 0390): the catalog of that language only. */
const InLanguage = ({ children }: { children: ReactNode }) => <I18nRoot fallback={<PageSpinner />}>{children}</I18nRoot>;

/** The customer remote's exposed module: the screens its declaration (src/remote.ts) names, in the customer's language, in the theme. */
export default remoteScreens(REMOTE, { InLanguage });
