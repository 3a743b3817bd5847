import type { AppFederationConfig } from '../tools/rspack/with-module-federation';

/** The dad remote: one exposed module, `./Module` (see libs/ui/src/remote-module.ts). */
const config: AppFederationConfig = {
  name: 'mfe_dad',
  exposes: { './Module': './src/Module.tsx' },
};

export default config;
