import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { ThemeProvider } from '@dd/ui/theme-provider';
import { App } from './app/App';
import { store } from './app/store';
import { swapInWhenRendered } from './first-paint';
import { startRemoteRegistry } from './remotes/registry';

// Fetch /remotes.json early, in parallel with the first render.
startRemoteRegistry();

const container = document.getElementById('root');
if (!container) throw new Error('No #root element');
swapInWhenRendered(container);

createRoot(container).render(
  <StrictMode>
    <Provider store={store}>
      <BrowserRouter>
        <ThemeProvider>
          <App />
        </ThemeProvider>
      </BrowserRouter>
    </Provider>
  </StrictMode>,
);
