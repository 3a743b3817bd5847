declare const __DD_API_CLIENT_VERSION__: string | undefined;

/**
 * The build of this library the running store and api come from: a hash of its sources, set by
 * the Rspack factory (tools/rspack). It is a federated singleton, so a remote compares this (the
 * shell's copy at run time) with the hash it was built against (libs/ui remote-screens).
 */
export const API_CLIENT_VERSION: string = typeof __DD_API_CLIENT_VERSION__ === 'string' ? __DD_API_CLIENT_VERSION__ : 'source';
