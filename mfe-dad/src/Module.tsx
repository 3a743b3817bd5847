import { remoteScreens } from '@dd/ui/remote-screens';
import { TOUCH_TOKENS } from './common/touch';
import { REMOTE } from './remote';

/** The dad remote's exposed module: the screens its declaration (src/remote.ts) names, in the theme with thumb-sized controls. */
export default remoteScreens(REMOTE, { tokens: TOUCH_TOKENS });
