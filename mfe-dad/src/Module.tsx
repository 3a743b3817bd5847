import { remoteScreens } from '@dd/ui/remote-screens';
import { themeWith } from '@dd/ui/theme';
import { TOUCH_TOKENS } from './common/touch';
import { REMOTE } from './remote';

/** The dad remote's exposed module: the screens its declaration (src/remote.ts) names, in the theme with thumb-sized controls. */
export default remoteScreens(REMOTE, { theme: themeWith('touch', TOUCH_TOKENS) });
