import { onlineManager } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { createQueryClient } from './app/query-client';
import { createRouter } from './app/router';
import { listenForInstallOffers } from './features/pwa/install-prompt-store';
import { watchForUpdates } from './features/pwa/update-prompt';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The data cache starts from the browser's own idea of the network (it assumes online otherwise),
// so a page opened offline pauses its reads and resumes them when the connection returns.
onlineManager.setOnline(navigator.onLine);
listenForInstallOffers();
watchForUpdates(navigator.serviceWorker);

const queryClient = createQueryClient();
const router = createRouter(queryClient);

createRoot(container).render(
  <StrictMode>
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
