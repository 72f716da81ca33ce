import { loadFirstScreen } from './app/router';
import { startApp } from './app/start-app';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render the app into.');

void loadFirstScreen(window.location.pathname).then(() => startApp(container));
