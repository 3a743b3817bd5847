/**
 * A library's stylesheet, emitted by Rspack as an asset (`new URL('pkg/file.css', import.meta.url)`
 * needs no CSS loader in the build) and added once as a <link> from our own origin, which the CSP's
 * style-src 'self' allows. Resolves when it has loaded, or failed: a stylesheet that fails leaves
 * the widget usable but plain, not a reason to fail the screen.
 */
export function loadStylesheet(href: string, name: string): Promise<void> {
  const existing = document.querySelector<HTMLLinkElement>(`link[rel="stylesheet"][href="${href}"]`);
  if (existing) return Promise.resolve();
  return new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.dataset.dd = name;
    link.onload = link.onerror = () => resolve();
    document.head.appendChild(link);
  });
}
