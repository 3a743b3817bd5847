import { remoteScreens } from '@dd/ui/remote-screens';
import { REMOTE } from './remote';

/** The customer remote's exposed module: the screens its declaration (src/remote.ts) names, in the theme. */
export default remoteScreens(REMOTE);
