// Preloaded into the API by admin-bench.mjs (node --require): counts every statement mysql2 sends,
// and answers the running total on GET http://127.0.0.1:$QUERY_COUNT_PORT/. The bench asks before
// and after each request (one at a time), so the difference is that request's queries.
const http = require('node:http');
const { createRequire } = require('node:module');

const fromApi = createRequire(require.resolve('mysql2', { paths: [process.cwd()] }));
const BaseConnection = fromApi('./lib/base/connection.js');
let count = 0;
for (const method of ['query', 'execute']) {
  const original = BaseConnection.prototype[method];
  BaseConnection.prototype[method] = function counted(...args) {
    count++;
    return original.apply(this, args);
  };
}
http.createServer((_req, res) => res.end(String(count))).listen(Number(process.env.QUERY_COUNT_PORT), '127.0.0.1').unref();
