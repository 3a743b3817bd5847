import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { makeStore } from '@dd/api-client';
import type { RemoteRoute } from '@dd/contracts/routes';
import type { RemoteModule } from './remote-module';
import { ThemedRoot } from './themed-root';
import { ToastHost } from './toast-host';

/**
 * A remote's dev-time page (`<remote>/src/bootstrap.tsx`): its Module inside a minimal store,
 * router and theme, on the remote's own dev server, with /api proxied to the API (:3000).
 * No header or guards: sign in through the API or the shell (cookies are per host, not per port).
 */
export function mountStandalone(Module: RemoteModule['default'], routes: readonly RemoteRoute[], remoteName: string) {
  const store = makeStore();
  const container = document.getElementById('root');
  if (!container) throw new Error('No #root element');
  const links = routes.filter((route) => !route.path.includes(':'));
  createRoot(container).render(
    <StrictMode>
      <Provider store={store}>
        <BrowserRouter>
          <ThemedRoot>
            <nav style={{ display: 'flex', flexWrap: 'wrap', gap: 12, padding: '8px 16px', background: '#fff', borderBottom: '1px solid #e2e8f0', fontSize: 13 }}>
              <strong>{remoteName} (standalone)</strong>
              {links.map((route) => (
                <Link key={route.path + route.title} to={route.path}>
                  {route.path}
                </Link>
              ))}
            </nav>
            <main style={{ padding: 16 }}>
              <Routes>
                {routes.map((route) => (
                  <Route key={route.path + route.title} path={route.path} element={<Module path={route.path} title={route.title} />} />
                ))}
                <Route path="*" element={<p>This path is not served by the {remoteName} remote.</p>} />
              </Routes>
            </main>
            <ToastHost />
          </ThemedRoot>
        </BrowserRouter>
      </Provider>
    </StrictMode>,
  );
}
