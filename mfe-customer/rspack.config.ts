import { withModuleFederation } from '../tools/rspack/with-module-federation';
import mf from './module-federation.config';
import { REMOTE } from './src/remote';

export default withModuleFederation({ root: __dirname, mf, remote: REMOTE, port: 4202, title: "Dad's Detailing (customer remote)" });
