import { mountStandalone } from '@dd/ui/standalone';
import Module from './Module';
import { REMOTE } from './remote';

// Standalone dev page of the admin remote (the shell never loads this file; it loads ./Module).
mountStandalone(Module, REMOTE.routes, 'mfe_admin');
