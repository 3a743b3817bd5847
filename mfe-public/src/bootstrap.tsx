import { mountStandalone } from '@dd/ui/standalone';
import Module from './Module';
import { ROUTES } from './routes';

// Standalone dev page of the public remote (the shell never loads this file; it loads ./Module).
mountStandalone(Module, ROUTES, 'mfe_public');
