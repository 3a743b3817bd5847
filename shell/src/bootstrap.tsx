import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import { store } from './app/store';
import { swapInWhenRendered } from './first-paint';
import { routeTable } from './remotes/registry';

// Read /remotes.json and the remotes' route lists early, in parallel with the first render.
void routeTable();

const container = document.getElementById('root');
if (!container) throw new Error('No #root element');
swapInWhenRendered(container);

createRoot(container).render(
  <StrictMode>
    <Provider store={store}>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </Provider>
  </StrictMode>,
);
