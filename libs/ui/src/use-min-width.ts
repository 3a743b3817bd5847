import { useSyncExternalStore } from 'react';

/** antd's grid breakpoints, so plain layouts switch where antd's do. */
export const BREAKPOINTS = { md: 768, lg: 992 } as const;

/** Whether the window is at least `px` wide, from the first render on (antd's Grid.useBreakpoint is empty until an effect runs). */
export function useMinWidth(px: number): boolean {
  const query = `(min-width: ${px}px)`;
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => true,
  );
}
