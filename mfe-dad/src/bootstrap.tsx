import { routesOf } from '@dd/contracts/routes';
import { mountStandalone } from '@dd/ui/standalone';
import Module from './Module';

// Standalone dev page of the dad remote (the shell never loads this file; it loads ./Module).
mountStandalone(Module, routesOf('dad'), 'mfe_dad');
