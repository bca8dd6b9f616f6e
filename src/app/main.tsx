import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startAuth } from '../core/auth';
import { RouterView } from './router/router-view';

void startAuth();
const container = document.getElementById('root');
if (!container) throw new Error('[primedia] index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <RouterView />
  </StrictMode>,
);
