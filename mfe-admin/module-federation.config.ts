import type { AppFederationConfig } from '../tools/rspack/with-module-federation';

/** The admin remote: one exposed module, `./Module` (see libs/ui/src/remote-module.ts). */
const config: AppFederationConfig = {
  name: 'mfe_admin',
  exposes: { './Module': './src/Module.tsx' },
};

export default config;
