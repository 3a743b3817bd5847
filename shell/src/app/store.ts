import { makeStore } from '@dd/api-client';

/** The page's one store; remotes reach it through react-redux (a shared singleton). */
export const store = makeStore();
