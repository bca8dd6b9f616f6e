import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { startApp } from './start';

const container = document.getElementById('root');
if (!container) throw new Error('[primedia] index.html has no #root element');
startApp();
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
