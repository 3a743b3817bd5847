import { rootReducer } from '@dd/api-client';
import { wizardSlice } from './wizard.slice';

/** The wizard's slice in the shell's one store (RTK 2 combineSlices injection), on first import of /book. */
export const injectedWizard = wizardSlice.injectInto(rootReducer);
export const selectWizard = injectedWizard.selectors.selectWizard;
