import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterView } from './router/router-view';
import { WallsHost } from '../ui/walls/walls-host';

const container = document.getElementById('root');
if (!container) throw new Error('[primedia] index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <RouterView />
    <WallsHost />
  </StrictMode>,
);
