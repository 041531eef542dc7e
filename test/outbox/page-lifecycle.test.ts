import { beforeEach, describe, expect, it, vi } from 'vitest';

type Lifecycle = typeof import('../../src/outbox/page-lifecycle');
let life: Lifecycle;
// Each test gets the module afresh (its state lives at module level), with its own listeners.
beforeEach(async () => {
  vi.resetModules();
  life = await import('../../src/outbox/page-lifecycle');
});
const fire = (type: string) => window.dispatchEvent(new Event(type));
const settled = async (p: Promise<void>) => {
  let done = false;
  void p.then(() => (done = true));
  await new Promise((r) => setTimeout(r, 0));
  return done;
};

describe('the page going away', () => {
  it('counts as leaving from beforeunload, and stays on the next key or click', async () => {
    expect(life.isPageLeaving()).toBe(false);
    expect(await settled(life.whenPageStays())).toBe(true);
    fire('beforeunload');
    expect(life.isPageLeaving()).toBe(true);
    const stays = life.whenPageStays();
    expect(await settled(stays)).toBe(false);
    fire('keydown');
    expect(await settled(stays)).toBe(true);
    expect(life.isPageLeaving()).toBe(false);
  });

  it('stays after a while on a page still here, but never once pagehide came', async () => {
    vi.useFakeTimers();
    try {
      fire('beforeunload');
      await vi.advanceTimersByTimeAsync(5_000);
      expect(life.isPageLeaving()).toBe(false);
      fire('beforeunload');
      fire('pagehide');
      await vi.advanceTimersByTimeAsync(5_000);
      fire('pointerdown');
      expect(life.isPageClosing()).toBe(true);
      expect(life.isPageLeaving()).toBe(true);
      fire('pageshow'); // back from the back/forward cache
      expect(life.isPageLeaving()).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps a page hidden after beforeunload leaving until it is back in view', async () => {
    vi.useFakeTimers();
    let visibility: DocumentVisibilityState = 'visible';
    const spy = vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    const show = (v: DocumentVisibilityState) => {
      visibility = v;
      document.dispatchEvent(new Event('visibilitychange'));
    };
    try {
      fire('beforeunload');
      show('hidden'); // unloading hides the page before pagehide
      await vi.advanceTimersByTimeAsync(10_000);
      expect(life.isPageLeaving()).toBe(true);
      show('visible');
      await vi.advanceTimersByTimeAsync(1_000);
      expect(life.isPageLeaving()).toBe(true);
      await vi.advanceTimersByTimeAsync(2_000);
      expect(life.isPageLeaving()).toBe(false);
      // A tab sent to the background with no beforeunload is not going: sends go on.
      show('hidden');
      expect(life.isPageLeaving()).toBe(false);
    } finally {
      spy.mockRestore();
      vi.useRealTimers();
    }
  });
});
