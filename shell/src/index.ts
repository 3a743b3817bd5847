// Async boundary: the shared singletons are set up before bootstrap (and the app) runs. On a page
// the server paints first, this script itself starts only after that paint (api/src/platform/web/first-paint.ts).
//
// The heaviest modules are evaluated one task at a time, in the order bootstrap needs them: in one
// go they were a single long task (about 150 ms on a mid-range phone) during which the painted page
// could not answer a tap (Lighthouse's Total Blocking Time). The app's own modules stay one chunk.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
const heaviestFirst = [
  () => import('react'),
  () => import('react-dom/client'),
  () => import('react-router-dom'),
  () => import('react-redux'),
  () => import('@reduxjs/toolkit'),
  () => import('@reduxjs/toolkit/query/react'),
  () => import('@dd/api-client'),
  () => import(/* webpackChunkName: "app" */ './app/store'),
  () => import(/* webpackChunkName: "app" */ './app/App'),
];
void (async () => {
  for (const load of heaviestFirst) {
    await load();
    await nextTask();
  }
  await import(/* webpackChunkName: "app" */ './bootstrap');
})();
