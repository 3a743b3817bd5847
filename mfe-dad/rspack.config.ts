import { withModuleFederation } from '../tools/rspack/with-module-federation';
import mf from './module-federation.config';

export default withModuleFederation({ root: __dirname, mf, port: 4203, title: "Dad's Detailing (dad remote)" });
