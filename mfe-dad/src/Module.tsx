import type { ReactNode } from 'react';
import { offlineBanner } from '@dd/ui/offline-shell';
import { PageSpinner } from '@dd/ui/page-spinner';
import { remoteScreens } from '@dd/ui/remote-screens';
import { TOUCH_TOKENS } from './common/touch';
import { I18nRoot, useT } from './i18n';
import { REMOTE } from './remote';

function OfflineText() {
  return useT()('offline.notice');
}

/**
 * The DAD portal works on a phone with a weak signal (issue 37 item 10): its pages and the answers
 * its day is made of are kept by the offline shell for a reload with none; nothing else of the API.
 */
const OfflineNotice = offlineBanner('/dadportal', ['/api/user', '/api/dad/summary', '/api/dad/bookings', '/api/dad/route'], <OfflineText />);

/** Every screen in the DAD's own language (decision 0390): the catalog of that language only. */
const InLanguage = ({ children }: { children: ReactNode }) => <I18nRoot fallback={<PageSpinner />}>{children}</I18nRoot>;

/** The dad remote's exposed module: the screens its declaration (src/remote.ts) names, in the DAD's language, in the theme with thumb-sized controls. */
export default remoteScreens(REMOTE, { tokens: TOUCH_TOKENS, banner: OfflineNotice, InLanguage });
