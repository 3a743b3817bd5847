import { withModuleFederation } from '../tools/rspack/with-module-federation';
import mf from './module-federation.config';
import { ROUTES } from './src/routes';

export default withModuleFederation({ root: __dirname, mf, routes: ROUTES, port: 4201, title: "Dad's Detailing (public remote)" });
