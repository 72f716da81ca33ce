import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { loadFirstScreen } from './app/router';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render the app into.');

void loadFirstScreen(window.location.pathname).then(() =>
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
