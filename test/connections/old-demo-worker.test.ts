import { beforeEach, describe, expect, it, vi } from 'vitest';
import { retireOldDemoWorker } from '../../src/connections/old-demo-worker';

// A registration as getRegistrations() gives it: only the parts the start-up step reads.
const registration = (script: string) => ({
  active: { scriptURL: `https://console.example/${script}` },
  waiting: null,
  installing: null,
  unregister: vi.fn(() => Promise.resolve(true)),
});
type Registration = ReturnType<typeof registration>;
const workers = (registrations: Registration[], controller?: string) => ({
  controller: controller ? { scriptURL: `https://console.example/${controller}` } : null,
  getRegistrations: () => Promise.resolve(registrations),
});
const retire = (w: ReturnType<typeof workers>, reload: () => void) =>
  retireOldDemoWorker(w as unknown as ServiceWorkerContainer, reload);

beforeEach(() => {
  sessionStorage.clear();
});

describe("an earlier version's Demo service worker, at start-up", () => {
  it('is unregistered, and a page it controls reloads once, free of it', async () => {
    const old = registration('demo-service-worker.js');
    const other = registration('someone-elses-worker.js');
    const reload = vi.fn();
    await retire(workers([old, other], 'demo-service-worker.js'), reload);
    expect(old.unregister).toHaveBeenCalledOnce();
    expect(other.unregister).not.toHaveBeenCalled();
    expect(reload).toHaveBeenCalledOnce();

    // Should the browser keep it after all, the next start does not reload again.
    await retire(workers([old], 'demo-service-worker.js'), reload);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('is unregistered without a reload when it controls no page', async () => {
    const old = registration('mockServiceWorker.js');
    const reload = vi.fn();
    await retire(workers([old]), reload);
    expect(old.unregister).toHaveBeenCalledOnce();
    expect(reload).not.toHaveBeenCalled();
  });

  it('leaves a page with no such worker alone', async () => {
    const reload = vi.fn();
    await retire(workers([]), reload);
    expect(reload).not.toHaveBeenCalled();
  });
});
