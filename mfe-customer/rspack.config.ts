import { withModuleFederation } from '../tools/rspack/with-module-federation';
import mf from './module-federation.config';

export default withModuleFederation({ root: __dirname, mf, port: 4202, title: "Dad's Detailing (customer remote)" });
