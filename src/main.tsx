import './app/site-data'; // first: the stores below read storage as they load
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { keepDemoServiceToDemo, provideDemoService } from './connections';
import { startTeam } from './app/team-wiring';
import './app/styles.css';

// The composition root is the one place that knows the mock: the Demo
// connection's service worker loads on its first send, never before.
// It answers the Demo only, and is retired while any other connection is active.
let demoWorker: Promise<typeof import('./mocks/browser')> | undefined;
provideDemoService(
  () => (demoWorker ??= import('./mocks/browser')).then((m) => m.startDemoWorker()),
  // Loaded only if this tab started it: stopping needs nothing otherwise.
  () =>
    demoWorker?.then((m) => {
      m.stopDemoWorker();
    }),
);
keepDemoServiceToDemo();

// With a team configured, its engine (PouchDB) loads and replicates; without one, nothing loads.
startTeam();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
