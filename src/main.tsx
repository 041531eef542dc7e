import './app/site-data'; // first: the stores below read storage as they load
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { provideDemoService, retireOldDemoWorker } from './connections';
import { startTeam } from './app/team-wiring';
import './app/styles.css';

// The composition root is the one place that knows the mock: it answers the Demo
// connection inside this page, and loads on the Demo's first send, never before.
provideDemoService(() => import('./mocks/in-page').then((m) => m.answerDemo));
// An earlier version's Demo service worker goes (best effort: the page works without).
retireOldDemoWorker().catch(() => undefined);

// With a team configured, its engine (PouchDB) loads and replicates; without one, nothing loads.
startTeam();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
