import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PlatformStatusPage } from './pages/platform-status-page';
import './pages/platform-status-page.css';

const container = document.getElementById('root');
if (!container) throw new Error('[primedia] index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <PlatformStatusPage />
  </StrictMode>,
);
