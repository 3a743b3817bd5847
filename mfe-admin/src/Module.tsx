import { remoteScreens } from '@dd/ui/remote-screens';
import { TestModeBanner } from './common/test-mode-banner';
import { REMOTE } from './remote';

/**
 * The admin remote's exposed module: the screens its declaration (src/remote.ts) names, in the
 * theme. Every screen carries the test-mode banner while payments are simulated.
 */
export default remoteScreens(REMOTE, { banner: TestModeBanner });
