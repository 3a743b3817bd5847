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
    // A visitor who tabbed onto a painted link or field keeps their place: the app's twin takes the focus.
    const focused = firstPaint.contains(document.activeElement) ? twinOf(document.activeElement!, root) : null;
    const held = handOverForms(firstPaint, root);
    firstPaint.remove();
    root.style.removeProperty('visibility');
    focused?.focus();
    // In a task of its own: the app has rendered the choices handed over (React's update of a click runs in a microtask), so its submit sees them.
    if (held.length) setTimeout(() => held.forEach((form) => form.requestSubmit()));
  };
  const observer = new MutationObserver(() => {
    if (root.querySelector('h1')) swap();
  });
  observer.observe(root, { childList: true, subtree: true });
  // A page without a heading (or one that failed) still shows the app.
  const timer = setTimeout(swap, GIVE_UP_MS);
}

/**
 * The app's element that is the painted `element`'s twin: a link to the same place, a field of the same
 * name and value, or the submit button of the form that has the twin of the painted form's first field.
 */
function twinOf(element: Element, root: HTMLElement): HTMLElement | null {
  const href = element.getAttribute('href');
  if (href) return root.querySelector<HTMLElement>(`a[href="${CSS.escape(href)}"]`);
  if (element instanceof HTMLInputElement) return root.querySelector<HTMLElement>(`input[name="${CSS.escape(element.name)}"][value="${CSS.escape(element.value)}"]`);
  if (element instanceof HTMLButtonElement && element.type === 'submit' && element.form) return appFormOf(element.form, root)?.querySelector<HTMLElement>('[type="submit"]') ?? null;
  return null;
}

function appFormOf(painted: HTMLFormElement, root: HTMLElement): HTMLFormElement | null {
  const field = painted.querySelector('input[name]');
  return field ? ((twinOf(field, root) as HTMLInputElement | null)?.form ?? null) : null;
}

/**
 * What the visitor did in a painted form before the app was there (the booking wizard's first step,
 * decision 0405) passes to the app's form of the same fields: each radio they chose and each box they
 * changed is clicked there, as they would have. Left as painted, a field keeps the app's own value
 * (a draft the tab kept). Returns the app's forms whose painted twin the visitor submitted (the
 * server's loader held that submit and marked it `data-held`), to be submitted there.
 */
function handOverForms(firstPaint: HTMLElement, root: HTMLElement): HTMLFormElement[] {
  const held: HTMLFormElement[] = [];
  for (const form of firstPaint.querySelectorAll('form')) {
    for (const field of form.querySelectorAll<HTMLInputElement>('input[type="radio"], input[type="checkbox"]')) {
      const chosen = field.checked !== field.defaultChecked && (field.type === 'checkbox' || field.checked);
      const twin = chosen ? (twinOf(field, root) as HTMLInputElement | null) : null;
      if (twin && twin.checked !== field.checked) twin.click();
    }
    const appForm = form.hasAttribute('data-held') ? appFormOf(form, root) : null;
    if (appForm) held.push(appForm);
  }
  return held;
}
