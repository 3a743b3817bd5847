import type { AppFederationConfig } from '../tools/rspack/with-module-federation';

/** The public remote: one exposed module, `./Module` (see libs/ui/src/remote-module.ts). */
const config: AppFederationConfig = {
  name: 'mfe_public',
  exposes: { './Module': './src/Module.tsx' },
};

export default config;
