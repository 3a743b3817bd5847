import type { AppFederationConfig } from '../tools/rspack/with-module-federation';

/** The customer remote: one exposed module, `./Module` (see libs/ui/src/remote-module.ts). */
const config: AppFederationConfig = {
  name: 'mfe_customer',
  exposes: { './Module': './src/Module.tsx' },
};

export default config;
