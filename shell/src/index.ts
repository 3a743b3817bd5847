// Async boundary: the shared singletons are set up before bootstrap (and the app) runs. It starts
// after the next frame, so the server-rendered first paint is on screen before the app's work
// begins; a hidden tab gets no frames, so a timer starts it there.
let started = false;
const start = () => {
  if (started) return;
  started = true;
  void import('./bootstrap');
};
requestAnimationFrame(() => setTimeout(start));
setTimeout(start, 250);
