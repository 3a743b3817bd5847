import { useEffect, useState } from 'react';
import { notification } from 'antd';
import { dismissToast, selectCurrentToast, useAppDispatch, useAppSelector } from '@dd/api-client';

/**
 * Renders the store's toast with antd notifications (spec §9: one visible at a time, 5000 ms by
 * default; wide screens keep it to 420px). The shell mounts it once; remotes only dispatch
 * `showToast`. A remote's standalone bootstrap mounts it too.
 */
/**
 * The toasts' own layer, one element for the page's life, kept where a toast can be seen and tapped: in
 * the topmost open modal dialog while there is one, else the page (issue 36 item 20, decision 0363).
 * A modal <dialog> (PlainDialog) lies in the browser's top layer, above every z-index, and makes the
 * rest of the page inert, so a toast left on the page showed under its backdrop. The layer is moved,
 * not re-rendered: antd keeps rendering into the same element, so a toast raised as a dialog closes
 * (the layer goes back to the page with it) stays on screen. Rendering into the dialog instead lost it.
 */
function useToastLayer(): HTMLElement {
  const [layer] = useState(() => {
    const element = document.createElement('div');
    element.dataset.testid = 'toast-layer';
    return element;
  });
  useEffect(() => {
    const place = () => {
      const top = [...document.querySelectorAll<HTMLDialogElement>('dialog[open]')].filter((dialog) => dialog.matches(':modal')).at(-1) ?? document.body;
      if (layer.parentElement !== top) top.appendChild(layer);
    };
    place();
    // A dialog opening or closing (its open attribute), or removed with the layer inside it.
    const observer = new MutationObserver(place);
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['open'] });
    return () => {
      observer.disconnect();
      layer.remove();
    };
  }, [layer]);
  return layer;
}

export function ToastHost() {
  const dispatch = useAppDispatch();
  const toast = useAppSelector(selectCurrentToast);
  const layer = useToastLayer();
  const [api, contextHolder] = notification.useNotification({ maxCount: 1, placement: 'bottomRight', getContainer: () => layer });

  useEffect(() => {
    if (!toast) return;
    const key = `toast-${toast.id}`;
    const open = toast.variant === 'destructive' ? api.error : api.success;
    open({
      key,
      title: toast.title,
      description: toast.description,
      // Closed by the timer below, not antd's: antd's re-renders the notice on every animation frame of its
      // duration (its progress bar's state, shown or not), and on a slow phone those five seconds of
      // renders took the main thread from the screen a sign-in opens.
      duration: false,
      role: toast.variant === 'destructive' ? 'alert' : 'status',
      className: `dd-toast dd-toast-${toast.variant}`,
      // antd's notice is 384px wide 24px in from the edge: on a phone it must shrink, not slide off the left.
      // It slides without fading: at antd's fade-in opacity its text is under WCAG AA contrast (axe
      // color-contrast), and a screen checked or read while it comes in must find it readable.
      style: { width: 'min(384px, calc(100vw - 48px))', maxWidth: 420, opacity: 1 },
      props: { 'data-testid': 'toast' } as Record<string, string>,
      onClose: () => dispatch(dismissToast(toast.id)),
    });
    const timer = setTimeout(() => dispatch(dismissToast(toast.id)), toast.duration);
    // Dismissed in the store (its time is up, a later step made it moot) or replaced: off the screen too.
    return () => {
      clearTimeout(timer);
      api.destroy(key);
    };
  }, [toast, api, dispatch]);

  return contextHolder;
}
