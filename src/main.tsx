import './app/site-data'; // first: the stores below read storage as they load
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { provideDemoService } from './connections';
import { startTeam } from './app/team-wiring';
import './app/styles.css';

// The composition root is the one place that knows the mock: the Demo
// connection's service worker loads on its first send, never before.
provideDemoService(() => import('./mocks/browser').then((m) => m.startDemoWorker()));

// With a team configured, its engine (PouchDB) loads and replicates; without one, nothing loads.
startTeam();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
