/**
 * The server puts a public page's content in #first-paint and hides #root (api/src/web/first-paint.ts),
 * so people see the page before any JavaScript runs. The app renders into the hidden #root; once its
 * page is there (a level-1 heading: every page has one), the two swap in one frame, so nothing jumps.
 */
const GIVE_UP_MS = 8000;

export function swapInWhenRendered(root: HTMLElement): void {
  const firstPaint = document.getElementById('first-paint');
  if (!firstPaint) return;
  const swap = () => {
    observer.disconnect();
    clearTimeout(timer);
    firstPaint.remove();
    root.hidden = false;
  };
  const observer = new MutationObserver(() => {
    if (root.querySelector('h1')) swap();
  });
  observer.observe(root, { childList: true, subtree: true });
  // A page without a heading (or one that failed) still shows the app.
  const timer = setTimeout(swap, GIVE_UP_MS);
}
