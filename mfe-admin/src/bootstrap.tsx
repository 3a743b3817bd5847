import { routesOf } from '@dd/contracts/routes';
import { mountStandalone } from '@dd/ui/standalone';
import Module from './Module';

// Standalone dev page of the admin remote (the shell never loads this file; it loads ./Module).
mountStandalone(Module, routesOf('admin'), 'mfe_admin');
