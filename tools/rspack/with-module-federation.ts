/**
 * The one Rspack config factory of the shell and the four remotes.
 *
 *   export default withModuleFederation({ root: __dirname, mf, port: 4201 });
 *
 * - TS/TSX through builtin:swc-loader; tsconfig paths through `resolve.tsConfig` (the app's
 *   tsconfig.json, which extends tsconfig.base.json).
 * - Production: minified, content-hashed chunk names, a .br and .gz copy beside every text file; the remote entry (`remoteEntry.js`) and
 *   `mf-manifest.json` keep fixed names so the shell finds them (serve those two with no-cache).
 * - Remotes: `publicPath: 'auto'` (they work from any address), `mf-manifest.json` and beside it
 *   `routes.json` (the data of the remote's declaration, src/remote.ts) and `operations.json` (the API
 *   operations its endpoints call), one exposed module `./Module`. The shell: no
 *   compile-time remotes (it reads /remotes.json and each remote's routes.json at run time).
 * - `__DD_API_CLIENT_VERSION__`: a hash of libs/api-client's sources, so a remote can tell when the
 *   shell's federated @dd/api-client is not the one it was built against (libs/ui remote-screens).
 * - `__DD_APP__`: 'shell' or the remote's name; each app's antd gets a css-variable key of its own
 *   (libs/ui theme).
 * - Dev server: the shell on 4200 proxies /api to the API (:3000) and answers /remotes.json with
 *   the remotes' dev servers (4201-4204), or proxies /remotes.json and /remotes/* to the API when
 *   DD_REMOTES=api; with DD_DEV_REMOTES=admin,dad only those come from their dev servers (tools/dev.mjs). Each remote's dev server also runs standalone (its own src/bootstrap) with /api
 *   proxied to the API.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { rspack, type Compiler, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { PrecompressPlugin } from './precompress';
import { sentShapes } from './sent-shapes';
import { createJiti } from 'jiti';
import { FIRST_PAINT_FILE, OPERATIONS_FILE, REMOTE_AREAS, REMOTE_PERMISSIONS, ROUTES_FILE, type FirstPaintTemplates, type RemoteName, type RemotesConfig } from '../../libs/contracts/src/routes';
import { publishedRoutes, type RemoteDeclaration } from '../../libs/ui/src/remote-module';
import { LANGUAGES } from '../../libs/contracts/src/language';
import type { RemoteRoute } from '../../libs/contracts/src/routes';
import { eagerly, SHARED_SINGLETONS } from './shared';

export interface AppFederationConfig {
  /** The Module Federation container name: an identifier (shell, mfe_public, ...). */
  name: string;
  /** Remotes expose exactly `./Module`; the shell exposes nothing. */
  exposes?: Record<string, string>;
}

export interface AppConfig {
  /** The app's folder (pass `__dirname`). */
  root: string;
  mf: AppFederationConfig;
  /** Dev server port. */
  port: number;
  /** Page title of the generated index.html. */
  title?: string;
  /** A remote's declaration (its src/remote.ts); its data is published as routes.json beside mf-manifest.json. */
  remote?: RemoteDeclaration;
}

const WORKSPACE_ROOT = path.resolve(__dirname, '../..');
const API_TARGET = process.env.DD_API_URL ?? 'http://localhost:3000';

/** Remotes served from their dev servers while the rest come from the API (`npm run dev -- admin`); unset: all of them. */
const DEV_REMOTES = process.env.DD_DEV_REMOTES?.split(',').filter(Boolean);

/** The remotes' dev servers, for the shell's dev-time /remotes.json. */
export const DEV_REMOTE_PORTS = { public: 4201, customer: 4202, dad: 4203, admin: 4204 } as const;

/** A hash of libs/api-client's sources (tests excluded): the version of the federated singleton. */
export function apiClientVersion(): string {
  const dir = path.join(WORKSPACE_ROOT, 'libs/api-client/src');
  const hash = createHash('sha256');
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.(spec|int-spec)\.tsx?$/.test(file))
    .sort();
  for (const file of files) hash.update(`${file}\0`).update(readFileSync(path.join(dir, file)));
  return hash.digest('hex').slice(0, 12);
}

/**
 * The API operations a remote's endpoints call (its `*.api.ts` files under src), run in Node with the
 * workspace's aliases, each with the body and query parameters it sends (read from the endpoints'
 * types, tools/rspack/sent-shapes.ts): what `tools/remotes.mjs deploy` checks against the API's OpenAPI document.
 */
export async function recordedOperations(appRoot: string, remote: RemoteName) {
  const jiti = workspaceJiti();
  const src = path.join(appRoot, 'src');
  const files = readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.api.ts'))
    .map((file) => path.join(src, file));
  for (const file of files) await jiti.import(file);
  const { remoteOperations, remoteEndpointName } = await jiti.import<typeof import('../../libs/api-client/src/remote-endpoints')>('@dd/api-client');
  // What each call sends (its body and query parameters), from the endpoints' types: the n-th call of an endpoint is its n-th request.
  const shapes = new Map([...sentShapes(path.join(appRoot, 'tsconfig.json'), files, remote)].map(([name, sent]) => [remoteEndpointName(remote, name), sent]));
  const seen = new Map<string, number>();
  return (await remoteOperations(remote)).map((operation) => {
    const index = seen.get(operation.endpoint) ?? 0;
    seen.set(operation.endpoint, index + 1);
    return { ...operation, ...shapes.get(operation.endpoint)?.[index] };
  });
}

/** TypeScript modules run in Node with the workspace's aliases (tsconfig.base.json paths). */
function workspaceJiti() {
  const { paths } = JSON.parse(readFileSync(path.join(WORKSPACE_ROOT, 'tsconfig.base.json'), 'utf8')).compilerOptions as { paths: Record<string, string[]> };
  const alias = Object.fromEntries(Object.entries(paths).map(([from, [to]]) => [from.replace(/\/\*$/, ''), path.join(WORKSPACE_ROOT, to.replace(/\/\*$/, ''))]));
  return createJiti(__filename, { alias });
}

/** The remote's first paint (its src/first-paint.ts's FIRST_PAINT), if it paints any page before its JavaScript. */
async function firstPaintOf(appRoot: string): Promise<FirstPaintTemplates | undefined> {
  const file = path.join(appRoot, 'src/first-paint.ts');
  if (!existsSync(file)) return undefined;
  return (await workspaceJiti().import<{ FIRST_PAINT: FirstPaintTemplates }>(file)).FIRST_PAINT;
}

/**
 * Each route's title, description and navigation labels in the other offered languages, from the
 * remote's catalogs (`title./path`, `description./path`, `nav.<English label>`; the home page's title
 * is `home.title`): the shell shows them without the remote's code (decision 0390).
 */
function withTranslations(appRoot: string, routes: RemoteRoute[]): RemoteRoute[] {
  const catalogs = LANGUAGES.filter((language) => language !== 'en')
    .map((language) => [language, path.join(appRoot, 'src/locales', `${language}.json`)] as const)
    .filter(([, file]) => existsSync(file))
    .map(([language, file]) => [language, JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>] as const);
  if (!catalogs.length) return routes;
  return routes.map((route) => {
    const translations = Object.fromEntries(
      catalogs.map(([language, m]) => {
        const nav = Object.fromEntries((route.nav ?? []).flatMap((entry) => (m[`nav.${entry.label}`] ? [[entry.label, m[`nav.${entry.label}`]]] : [])));
        const title = m[route.path === '/' ? 'home.title' : `title.${route.path}`];
        return [language, { ...(title && { title }), ...(m[`description.${route.path}`] && { description: m[`description.${route.path}`] }), ...(Object.keys(nav).length && { nav }) }];
      }),
    );
    return Object.values(translations).some((words) => Object.keys(words).length) ? { ...route, translations } : route;
  });
}

/** Emits the data of the remote's declaration as routes.json, its API calls as operations.json and its first paint, if any (fixed names, like mf-manifest.json). */
function publishContract(appRoot: string, declaration: RemoteDeclaration) {
  const routes = withTranslations(appRoot, publishedRoutes(declaration));
  const json = (value: unknown) => new rspack.sources.RawSource(JSON.stringify(value, null, 2));
  return {
    apply(compiler: Compiler) {
      compiler.hooks.thisCompilation.tap('PublishContract', (compilation) => {
        compilation.hooks.processAssets.tapPromise({ name: 'PublishContract', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, async () => {
          compilation.emitAsset(ROUTES_FILE, json(routes));
          compilation.emitAsset(OPERATIONS_FILE, json(await recordedOperations(appRoot, declaration.remote)));
          const firstPaint = await firstPaintOf(appRoot);
          if (firstPaint) compilation.emitAsset(FIRST_PAINT_FILE, json(firstPaint));
        });
      });
    },
  };
}

/**
 * Rspack 1.7's Module Federation plugin imports the federation runtime by the paths `require.resolve`
 * gives, its CommonJS builds (dist/index.cjs), which are not tree-shaken: every remoteEntry.js carried
 * the whole of @module-federation/sdk and error-codes, and the shell's main chunk its node-only code
 * too. The same packages' ES module builds (dist/index.js, beside them, same version) are. The shell's
 * runtime-core and every package they import must come from one build, or a page holds two copies.
 */
const FEDERATION_RUNTIME_CJS = /[\\/]@module-federation[\\/](webpack-bundler-runtime|inject-external-runtime-core-plugin)[\\/]dist[\\/]index\.cjs$/;
const esmBuild = (file: string) => file.replace(/([\\/]dist[\\/]index)\.cjs$/, '$1.js');

/** Fails the build if any CommonJS file of the federation runtime is still bundled (a second copy beside the ES one, after an upgrade say). */
const federationRuntimeAsEsm = {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('FederationRuntimeAsEsm', (compilation) => {
      compilation.hooks.finishModules.tap('FederationRuntimeAsEsm', (modules) => {
        const cjs = [...modules].map((module) => module.identifier()).filter((id) => /[\\/]@module-federation[\\/][^!|]*\.cjs$/.test(id));
        if (cjs.length) compilation.errors.push(new rspack.WebpackError(`The federation runtime's CommonJS build is bundled (tools/rspack FEDERATION_RUNTIME_CJS): ${cjs.join(', ')}`));
      });
    });
  },
};

type Env = Record<string, unknown>;
type Argv = { mode?: 'production' | 'development' | 'none' };

export function withModuleFederation(app: AppConfig) {
  return (_env: Env = {}, argv: Argv = {}): Configuration => {
    const production = (argv.mode ?? process.env.NODE_ENV ?? 'production') === 'production';
    const appName = path.basename(app.root);
    const isShell = !app.mf.exposes;
    const hashed = production ? '.[contenthash:8]' : '';

    return {
      mode: production ? 'production' : 'development',
      context: app.root,
      target: ['web', 'es2020'],
      // Production source maps would publish the source: only when the operator asks (SOURCE_MAPS=true).
      devtool: production ? (process.env.SOURCE_MAPS === 'true' ? 'source-map' : false) : 'eval-cheap-module-source-map',
      entry: { main: './src/index.ts' },
      output: {
        path: path.join(WORKSPACE_ROOT, 'dist', appName),
        // The shell is served at / with an SPA fallback, so its assets need absolute URLs; remotes
        // compute theirs from where remoteEntry.js was loaded.
        publicPath: isShell ? '/' : 'auto',
        // One chunk-loading global per app (they all share the root package.json's name otherwise).
        uniqueName: app.mf.name,
        filename: `[name]${hashed}.js`,
        chunkFilename: `[name]${hashed}.js`,
        assetModuleFilename: `assets/[name]${production ? '.[contenthash:8]' : ''}[ext]`,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js', '.jsx', '.json'],
        tsConfig: { configFile: path.join(app.root, 'tsconfig.json') },
        // The federation runtime as ES modules (FEDERATION_RUNTIME_CJS above).
        alias: { '@module-federation/runtime': esmBuild(require.resolve('@module-federation/runtime')) },
      },
      module: {
        // An import of a name a module does not export is an error, not `undefined` at run time.
        parser: { javascript: { exportsPresence: 'error' } },
        rules: [
          {
            test: /\.[cm]?tsx?$/,
            exclude: /node_modules/,
            loader: 'builtin:swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !production } },
                target: 'es2020',
              },
            },
            type: 'javascript/auto',
          },
          { test: /\.(png|jpe?g|gif|svg|webp)$/i, type: 'asset' },
          // Message catalogs (src/locales/<language>.json): compiled to Lingui's form at build time, one chunk per language.
          { test: /[\\/]locales[\\/][a-z]{2}\.json$/, type: 'javascript/auto', loader: path.join(__dirname, 'catalog-loader.cjs') },
          // antd's helper packages don't declare `sideEffects`, which keeps whole packages (all of
          // @rc-component/form behind antd's form context, say) in every bundle. They are pure.
          { test: /[\\/]node_modules[\\/](@rc-component|@ant-design[\\/](cssinjs|cssinjs-utils|fast-color|colors))[\\/]/, sideEffects: false },
        ],
      },
      optimization: {
        minimize: production,
        // Deterministic ids keep content hashes stable between identical builds.
        moduleIds: 'deterministic',
        chunkIds: 'deterministic',
      },
      performance: { hints: false },
      // The CLI turns lazy compilation on for `serve`; it rebuilds (and live-reloads) on the first
      // request of every lazy chunk, and remotes' chunks are requested from the shell's origin.
      lazyCompilation: false,
      plugins: [
        new rspack.NormalModuleReplacementPlugin(FEDERATION_RUNTIME_CJS, (resource) => {
          resource.request = esmBuild(resource.request);
        }),
        federationRuntimeAsEsm,
        new rspack.DefinePlugin({ __DD_API_CLIENT_VERSION__: JSON.stringify(apiClientVersion()), __DD_APP__: JSON.stringify(app.remote?.remote ?? 'shell') }),
        ...(app.remote ? [publishContract(app.root, app.remote)] : []),
        new rspack.HtmlRspackPlugin({
          template: path.join(__dirname, 'index.html'),
          templateParameters: { title: app.title ?? "Dad's Detailing" },
          // index.html is the shell's page, or a remote's standalone dev page: both are served at /
          // with an SPA fallback, so its script tags are absolute. (Remotes' chunks stay 'auto'.)
          publicPath: '/',
        }),
        new ModuleFederationPlugin({
          name: app.mf.name,
          filename: isShell ? undefined : 'remoteEntry.js',
          exposes: app.mf.exposes,
          // The shell bundles its copies into its first chunk (one request instead of one per
          // library, and it provides them anyway); remotes load them from the shell.
          shared: isShell ? eagerly(SHARED_SINGLETONS) : SHARED_SINGLETONS,
          // Use what is already loaded (the shell's copies) instead of fetching every remote's
          // entry at start-up to compare versions.
          shareStrategy: 'loaded-first',
          // One copy of the federation runtime: the shell provides it, remoteEntry.js uses it
          // (remotes are already tied to the shell's build by @dd/api-client).
          experiments: isShell
            ? { provideExternalRuntime: true, optimization: { target: 'web' } }
            : { externalRuntime: true, optimization: { target: 'web' } },
          manifest: isShell ? false : { fileName: 'mf-manifest.json' },
          dts: false,
        }),
        // V8's explicit compile hint (Chrome 136+): every function of the shell's first chunk runs at
        // start (react-dom, the router, RTK, the federation runtime), so V8 compiles them all while
        // the script streams in, off the main thread, instead of one by one on the main thread as
        // each is first called: about a third of the first chunk's main-thread time on a slow phone.
        // After minification, which would drop the comment.
        ...(production && isShell
          ? [new rspack.BannerPlugin({ banner: '//# allFunctionsCalledOnLoad', raw: true, entryOnly: true, include: /^main\./, stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 })]
          : []),
        // The shell's files served as they are at / (the offline shell's service worker: shell/public).
        ...(isShell ? [new rspack.CopyRspackPlugin({ patterns: [{ from: path.join(app.root, 'public'), noErrorOnMissing: true }] })] : []),
        ...(production ? [new PrecompressPlugin()] : []),
      ],
      devServer: {
        port: app.port,
        historyApiFallback: true,
        static: false,
        hot: false,
        liveReload: true,
        headers: isShell ? undefined : { 'Access-Control-Allow-Origin': '*' },
        proxy: [
          // The dev server stands in for the API's own origin: the API refuses state-changing calls from any other.
          { context: ['/api'], target: API_TARGET, changeOrigin: false, headers: { origin: new URL(API_TARGET).origin } },
          ...(isShell && (process.env.DD_REMOTES === 'api' || DEV_REMOTES)
            ? [{ context: ['/remotes.json', '/remotes'], target: API_TARGET }]
            : []),
        ],
        setupMiddlewares: (middlewares, _server) => {
          if (isShell && process.env.DD_REMOTES !== 'api') {
            middlewares.unshift({
              name: 'dev-remotes-json',
              path: '/remotes.json',
              middleware: async (_req: unknown, res: { setHeader(k: string, v: string): void; end(body: string): void }) => {
                // DD_DEV_REMOTES=admin: that remote from its dev server, the others as the running API serves them.
                const served: RemotesConfig = DEV_REMOTES ? await fetch(new URL('/remotes.json', API_TARGET)).then((answer) => answer.json()) : {};
                const dev: RemotesConfig = Object.fromEntries(
                  Object.entries(DEV_REMOTE_PORTS)
                    .filter(([remote]) => !DEV_REMOTES || DEV_REMOTES.includes(remote))
                    .map(([remote, port]) => [
                      remote,
                      { entry: `http://localhost:${port}/mf-manifest.json`, version: 'dev', permission: REMOTE_PERMISSIONS[remote as keyof typeof DEV_REMOTE_PORTS], area: REMOTE_AREAS[remote as keyof typeof DEV_REMOTE_PORTS] },
                    ]),
                );
                res.setHeader('Content-Type', 'application/json');
                res.end(JSON.stringify({ ...served, ...dev }));
              },
            });
          }
          return middlewares;
        },
      },
    };
  };
}
