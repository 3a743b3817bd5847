import { lazy } from 'react';
import { remoteScreens } from '@dd/ui/remote-screens';

/**
 * The admin remote's exposed module. Screens by route pattern, each a lazy chunk
 * (e.g. `'/dadportal/x': lazy(() => import('./x/XPage'))`); the others show a placeholder until their release.
 */
export default remoteScreens('admin', {
  '/dadportal/admin/messages': lazy(() => import('./messages/MessagesPage')),
});
