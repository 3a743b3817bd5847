import { offlineBanner } from '@dd/ui/offline-shell';
import { remoteScreens } from '@dd/ui/remote-screens';
import { TOUCH_TOKENS } from './common/touch';
import { REMOTE } from './remote';

/**
 * The DAD portal works on a phone with a weak signal (issue 37 item 10): its pages and the answers
 * its day is made of are kept by the offline shell for a reload with none; nothing else of the API.
 */
const OfflineNotice = offlineBanner(
  '/dadportal',
  ['/api/user', '/api/dad/summary', '/api/dad/bookings', '/api/dad/route'],
  'You’re offline. This is your day as it was last loaded; photos you take are kept and sent once you’re back online.',
);

/** The dad remote's exposed module: the screens its declaration (src/remote.ts) names, in the theme with thumb-sized controls. */
export default remoteScreens(REMOTE, { tokens: TOUCH_TOKENS, banner: OfflineNotice });
