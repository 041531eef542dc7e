import { afterEach, describe, expect, it, vi } from 'vitest';

// WebKit under LANG=C reports navigator.language "C"; uPlot formats numbers with it as it loads.
describe('the day chart under a POSIX locale', () => {
  // uPlot asks for the pixel ratio as it loads; jsdom has no matchMedia.
  vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener: () => undefined }));
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'language');
    vi.resetModules();
  });

  it.each(['C', 'C.UTF-8'])('loads when navigator.language is %s', async (language) => {
    Object.defineProperty(navigator, 'language', { value: language, configurable: true });
    vi.resetModules();
    const chart = await import('../../src/insights/charts/day-chart');
    expect(chart.drawDayChart).toBeTypeOf('function');
    expect(() => new Intl.NumberFormat(navigator.language)).not.toThrow();
  });

  it('leaves a valid language as it is', async () => {
    Object.defineProperty(navigator, 'language', { value: 'de-DE', configurable: true });
    vi.resetModules();
    await import('../../src/insights/charts/day-chart');
    expect(navigator.language).toBe('de-DE');
  });
});
