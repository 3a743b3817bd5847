/**
 * A public page's server-painted content (#first-paint, api/src/platform/web/first-paint.ts) lies over #root,
 * which the app renders into: laid out as it renders, but not shown (visibility: hidden), so the
 * visitor keeps the painted page, links and all. Once the app's page is there (a level-1 heading:
 * every page has one), the painted copy goes and #root shows where it already was: the swap lays
 * nothing out again and nothing moves. (Before, #root was `hidden`, display: none: the whole app got
 * its first style and layout in the frame of the swap, one long task on a slow phone.)
 */
const GIVE_UP_MS = 8000;

export function swapInWhenRendered(root: HTMLElement): void {
  const firstPaint = document.getElementById('first-paint');
  if (!firstPaint) return;
  const swap = () => {
    observer.disconnect();
    clearTimeout(timer);
    // A visitor who tabbed onto a painted link keeps their place: the app's link to the same page takes the focus.
    const focused = firstPaint.contains(document.activeElement) ? document.activeElement?.getAttribute('href') : null;
    firstPaint.remove();
    root.style.removeProperty('visibility');
    if (focused) root.querySelector<HTMLElement>(`a[href="${CSS.escape(focused)}"]`)?.focus();
  };
  const observer = new MutationObserver(() => {
    if (root.querySelector('h1')) swap();
  });
  observer.observe(root, { childList: true, subtree: true });
  // A page without a heading (or one that failed) still shows the app.
  const timer = setTimeout(swap, GIVE_UP_MS);
}
