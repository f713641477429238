import { VITALS_PATH } from '@zcomm/site-data/vitals';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reportVitals, sampleRate, trackingRefused } from '../../sites/shared/shell/vitals';

type Callback = (metric: { name: string; value: number }) => void;

/** A stand-in for `web-vitals`: keeps each metric's callback, so the test can measure. */
function fakeLibrary() {
  const callbacks = new Map<string, Callback>();
  const on = (name: string) => (callback: Callback) => {
    callbacks.set(name, callback);
  };
  const library = {
    onCLS: on('CLS'),
    onFCP: on('FCP'),
    onINP: on('INP'),
    onLCP: on('LCP'),
    onTTFB: on('TTFB'),
  } as unknown as typeof import('web-vitals');
  const measure = (name: string, value: number) => callbacks.get(name)?.({ name, value });
  return { load: async () => library, measure, callbacks };
}

/** The page's navigation entry, with the server's `Server-Timing` entries. */
function answeredWith(entries: { name: string; description: string }[]) {
  vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
    { entryType: 'navigation', serverTiming: entries.map((entry) => ({ ...entry, duration: 0 })) },
  ] as never);
}

let visibility: DocumentVisibilityState = 'visible';
const sendBeacon = vi.fn((_url: string, _data?: BodyInit | null) => true);

function hide() {
  visibility = 'hidden';
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  visibility = 'visible';
  sendBeacon.mockClear();
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
  Object.defineProperty(navigator, 'doNotTrack', { value: null, configurable: true });
  Object.defineProperty(navigator, 'globalPrivacyControl', {
    value: undefined,
    configurable: true,
  });
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  window.history.replaceState(null, '', '/jackets?color=Hi-Vis+Orange#grid');
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('the share of page views to report', () => {
  it("is the page's Server-Timing `vitals` entry, 0 without one or with nonsense", () => {
    answeredWith([
      { name: 'db', description: '' },
      { name: 'vitals', description: '0.25' },
    ]);
    expect(sampleRate()).toBe(0.25);
    answeredWith([{ name: 'vitals', description: '7' }]);
    expect(sampleRate()).toBe(1);
    for (const description of ['', 'all', '-1']) {
      answeredWith([{ name: 'vitals', description }]);
      expect(sampleRate(), description).toBe(0);
    }
    answeredWith([]);
    expect(sampleRate()).toBe(0);
  });
});

describe('reporting a page view', () => {
  it('sends the final values once the page is hidden: its path only, one beacon per hiding', async () => {
    answeredWith([{ name: 'vitals', description: '0.5' }]);
    const library = fakeLibrary();
    // The address changes while the library downloads (a guard's redirect): the landing page counts.
    const reporting = reportVitals({
      random: () => 0.49,
      load: async () => {
        window.history.replaceState(null, '', '/');
        return library.load();
      },
    });
    expect(await reporting).toBe(true);
    expect([...library.callbacks.keys()].sort()).toEqual(['CLS', 'FCP', 'INP', 'LCP', 'TTFB']);

    library.measure('TTFB', 81.7);
    library.measure('FCP', 640.2);
    library.measure('LCP', 1890.6);
    library.measure('CLS', 0.012_345);
    // Nothing goes while the page is shown.
    document.dispatchEvent(new Event('visibilitychange'));
    expect(sendBeacon).not.toHaveBeenCalled();

    library.measure('INP', 120);
    hide();
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, body] = sendBeacon.mock.calls[0] ?? [];
    expect(url).toBe(VITALS_PATH);
    expect(typeof body).toBe('string');
    expect(JSON.parse(String(body))).toEqual({
      path: '/jackets',
      metrics: { TTFB: 82, FCP: 640, LCP: 1891, CLS: 0.0123, INP: 120 },
    });
    expect(String(body).length).toBeLessThan(200);

    // Hidden again with nothing new: nothing sent; a later value goes on the next hiding.
    hide();
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    visibility = 'visible';
    library.measure('INP', 260);
    window.dispatchEvent(new Event('pagehide'));
    expect(sendBeacon).toHaveBeenCalledTimes(2);
    expect(JSON.parse(String(sendBeacon.mock.calls[1]?.[1]))).toEqual({
      path: '/jackets',
      metrics: { INP: 260 },
    });
  });

  it('loads nothing and sends nothing outside the sample, without a rate, or when asked not to track', async () => {
    const library = fakeLibrary();
    const load = vi.fn(library.load);
    answeredWith([{ name: 'vitals', description: '0.5' }]);
    expect(await reportVitals({ random: () => 0.5, load })).toBe(false);
    answeredWith([]);
    expect(await reportVitals({ random: () => 0, load })).toBe(false);

    answeredWith([{ name: 'vitals', description: '1' }]);
    Object.defineProperty(navigator, 'doNotTrack', { value: '1', configurable: true });
    expect(trackingRefused()).toBe(true);
    expect(await reportVitals({ random: () => 0, load })).toBe(false);
    Object.defineProperty(navigator, 'doNotTrack', { value: null, configurable: true });
    Object.defineProperty(navigator, 'globalPrivacyControl', { value: true, configurable: true });
    expect(trackingRefused()).toBe(true);
    expect(await reportVitals({ random: () => 0, load })).toBe(false);

    expect(load).not.toHaveBeenCalled();
    hide();
    expect(sendBeacon).not.toHaveBeenCalled();
  });
});
