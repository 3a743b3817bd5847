import { lazy, type ComponentProps, type ComponentType } from 'react';

/**
 * A lazily loaded antd component inside the shared theme. The theme (antd's ConfigProvider and its
 * css-in-js runtime) loads with the component, in parallel, so screens without antd never pay for it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as React.lazy: any component type
export function lazyThemed<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  return lazy(async () => {
    const [{ default: Component }, { ThemeProvider }] = await Promise.all([load(), import('./theme-provider')]);
    function Themed(props: ComponentProps<T>) {
      return (
        <ThemeProvider>
          <Component {...props} />
        </ThemeProvider>
      );
    }
    return { default: Themed };
  });
}
