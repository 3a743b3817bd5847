// Bundles the API into one file (dist/api/main.js, and the queue worker dist/api/worker.js) the way Nx builds Nest apps: workspace libs
// are compiled in, npm packages stay external and load from node_modules at run time.
const path = require('node:path');
const { CopyRspackPlugin } = require('@rspack/core');

const root = path.resolve(__dirname, '..');

module.exports = {
  mode: 'production',
  target: 'node20',
  context: root,
  entry: { main: './api/src/app/main.ts', worker: './api/src/app/worker.ts' },
  output: { path: path.join(root, 'dist/api'), filename: '[name].js', clean: true, library: { type: 'commonjs2' } },
  resolve: { extensions: ['.ts', '.js'], tsConfig: path.join(root, 'api/tsconfig.json') },
  externalsPresets: { node: true },
  externals: [({ request }, callback) => (/^[@a-z]/i.test(request) && !request.startsWith('@dd/') ? callback(null, `commonjs ${request}`) : callback())],
  module: {
    rules: [
      {
        test: /\.ts$/,
        loader: 'builtin:swc-loader',
        options: {
          jsc: {
            parser: { syntax: 'typescript', decorators: true },
            transform: { legacyDecorator: true, decoratorMetadata: true },
            target: 'es2022',
            keepClassNames: true,
          },
        },
      },
    ],
  },
  // Nest and TypeORM read class names at run time; keep them readable.
  optimization: { minimize: false },
  devtool: 'source-map',
  // openapi.json: what `tools/remotes.mjs deploy` checks a remote's calls against (kept current by openapi-document.int-spec).
  plugins: [new CopyRspackPlugin({ patterns: [{ from: 'api/assets', to: 'assets' }, { from: 'api/openapi.json', to: 'openapi.json' }] })],
  stats: 'errors-warnings',
  // npm run dev: one rebuild per save (an editor's save can be two writes), so the API restarts once.
  watchOptions: { aggregateTimeout: 300 },
};
