import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type EnhancementOptions, useEnhancement } from '../hooks/useEnhancement';

/** A module whose arrival the test decides. */
function deferredModule() {
  let resolve!: (value: { label: string }) => void;
  let reject!: (error: Error) => void;
  const load = vi.fn(
    () =>
      new Promise<{ label: string }>((res, rej) => {
        resolve = res;
        reject = rej;
      }),
  );
  return {
    load,
    arrive: (label = 'full') => resolve({ label }),
    fail: () => reject(new Error('offline')),
  };
}

function Widget({
  load,
  options,
}: {
  load: () => Promise<{ label: string }>;
  options?: EnhancementOptions;
}) {
  const root = useRef<HTMLDivElement>(null);
  const { enhanced } = useEnhancement(load, root, options);
  const version = enhanced?.label ?? 'light';
  return (
    <div ref={root} data-version={version}>
      <button type="button">{`${version} one`}</button>
      <button type="button">{`${version} two`}</button>
    </div>
  );
}

const version = () => document.querySelector('[data-version]')?.getAttribute('data-version');

function mockMatchMedia(matches: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    matches,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal('matchMedia', () => query);
  return {
    change(next: boolean) {
      query.matches = next;
      for (const listener of listeners) listener();
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('useEnhancement', () => {
  it('renders the light version first and swaps once the module has loaded at idle', async () => {
    const module = deferredModule();
    render(<Widget load={module.load} />);
    expect(version()).toBe('light');
    await waitFor(() => expect(module.load).toHaveBeenCalledTimes(1));
    expect(version()).toBe('light');
    await act(async () => module.arrive());
    expect(version()).toBe('full');
  });

  it('waits for its media query, and loads when it starts to match', async () => {
    vi.useFakeTimers();
    const media = mockMatchMedia(false);
    const module = deferredModule();
    render(<Widget load={module.load} options={{ media: '(min-width: 992px)' }} />);
    await act(async () => vi.advanceTimersByTimeAsync(5000));
    expect(module.load).not.toHaveBeenCalled();

    act(() => media.change(true));
    await act(async () => vi.advanceTimersByTimeAsync(5000));
    expect(module.load).toHaveBeenCalledTimes(1);
  });

  it('loads at once when a pointer reaches it, whatever the media query', async () => {
    mockMatchMedia(false);
    const module = deferredModule();
    render(<Widget load={module.load} options={{ media: '(min-width: 992px)' }} />);
    fireEvent.pointerOver(screen.getByRole('button', { name: 'light one' }));
    fireEvent.pointerOver(screen.getByRole('button', { name: 'light two' }));
    expect(module.load).toHaveBeenCalledTimes(1);
    await act(async () => module.arrive());
    expect(version()).toBe('full');
  });

  it('never swaps in the middle of a press: the press ends where it started', async () => {
    mockMatchMedia(false);
    const module = deferredModule();
    const clicks: string[] = [];
    render(<Widget load={module.load} options={{ media: 'print' }} />);
    const button = screen.getByRole('button', { name: 'light one' });
    button.addEventListener('click', () => clicks.push(button.textContent ?? ''));

    fireEvent.pointerOver(button);
    fireEvent.pointerDown(button);
    await act(async () => module.arrive());
    expect(version()).toBe('light');

    fireEvent.pointerUp(button);
    fireEvent.click(button);
    expect(clicks).toEqual(['light one']);
    await waitFor(() => expect(version()).toBe('full'));
  });

  it('never swaps in the middle of an animation the press started: it waits for its end', async () => {
    mockMatchMedia(false);
    const module = deferredModule();
    render(<Widget load={module.load} options={{ idle: false }} />);
    const root = document.querySelector<HTMLElement>('[data-version]') as HTMLElement;
    // An answer opening inside it: one running animation, finished when the test says.
    let finish!: () => void;
    const opening = {
      playState: 'running',
      finished: new Promise<void>((resolve) => {
        finish = resolve;
      }),
    };
    const running = vi.fn(() => [opening]);
    Object.defineProperty(root, 'getAnimations', { value: running, configurable: true });

    fireEvent.pointerOver(screen.getByRole('button', { name: 'light one' }));
    await act(async () => module.arrive());
    expect(running).toHaveBeenCalledWith({ subtree: true });
    expect(version()).toBe('light');

    opening.playState = 'finished';
    await act(async () => finish());
    await waitFor(() => expect(version()).toBe('full'));
  });

  it('keeps the focus on the control at the same place', async () => {
    mockMatchMedia(false);
    const module = deferredModule();
    render(<Widget load={module.load} options={{ media: 'print' }} />);
    screen.getByRole('button', { name: 'light two' }).focus();
    fireEvent.pointerOver(screen.getByRole('button', { name: 'light two' }));
    await act(async () => module.arrive());
    expect(screen.getByRole('button', { name: 'full two' })).toHaveFocus();
  });

  it('keeps the light version when the module cannot load, and tries again when asked', async () => {
    mockMatchMedia(false);
    const module = deferredModule();
    render(<Widget load={module.load} options={{ media: 'print' }} />);
    const target = () => screen.getAllByRole('button')[0]!;
    fireEvent.pointerOver(target());
    await act(async () => module.fail());
    expect(version()).toBe('light');

    fireEvent.pointerOver(target());
    expect(module.load).toHaveBeenCalledTimes(2);
    await act(async () => module.arrive());
    expect(version()).toBe('full');
  });
});
