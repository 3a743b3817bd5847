// Async boundary: the shared singletons are set up before bootstrap (and the app) runs. On a page
// the server paints first, this script itself starts only after that paint (api/src/web/first-paint.ts).
void import('./bootstrap');
