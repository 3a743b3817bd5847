import { withModuleFederation } from '../tools/rspack/with-module-federation';
import mf from './module-federation.config';
import { ROUTES } from './src/routes';

export default withModuleFederation({ root: __dirname, mf, routes: ROUTES, port: 4203, title: "Dad's Detailing (dad remote)" });
