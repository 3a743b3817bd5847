import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import { store } from './app/store';
import { swapInWhenRendered } from './first-paint';
import { reportUncaughtRemoteErrors } from './remotes/client-errors';
import { routeTable } from './remotes/registry';

// Read /remotes.json and the remotes' route lists early, in parallel with the first render.
void routeTable();
reportUncaughtRemoteErrors();

const container = document.getElementById('root');
if (!container) throw new Error('No #root element');
swapInWhenRendered(container);

// A transition: React renders the first screen in small slices instead of one long task, so the
// page (already painted by the server) stays responsive while the app takes over.
const root = createRoot(container);
startTransition(() =>
  root.render(
    <StrictMode>
      <Provider store={store}>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </Provider>
    </StrictMode>,
  ),
);
