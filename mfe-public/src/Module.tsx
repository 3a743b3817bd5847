import { screensModule } from '@dd/ui/screens-module';
import { REMOTE } from './remote';

/** The public remote's exposed module: the screens its declaration (src/remote.ts) names, without antd's theme around them. */
export default screensModule(REMOTE);
