import { Button } from '@zcomm/storefront-ui';
import { type RefObject, useEffect, useEffectEvent, useId, useRef } from 'react';

/** The inbox's keyboard shortcuts, as the list of them names them. */
export const shortcuts = [
  { key: 'j', action: 'Next lead in the list' },
  { key: 'k', action: 'Previous lead in the list' },
  { key: 'Enter', action: 'Open the chosen lead' },
  { key: 'e', action: 'Mark the open lead done' },
  { key: '?', action: 'Show or hide these shortcuts' },
] as const;

/** A key typed into a field, or with a modifier, is the field's or the browser's, not ours. */
function isOurs(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return false;
  const target = event.target;
  if (!(target instanceof HTMLElement)) return true;
  return !(
    target.isContentEditable ||
    target.closest('input, textarea, select, [contenteditable="true"]') !== null
  );
}

/**
 * j and k move through the list's leads (the focus goes to the next or previous one, from the
 * focused or the open one), Enter opens it (it is a link), e marks the open lead done, ? shows
 * the list of shortcuts. Keys typed into a field are left to it.
 */
export function useShortcuts({
  list,
  onDone,
  onToggleHelp,
}: {
  list: RefObject<HTMLElement | null>;
  onDone: () => void;
  onToggleHelp: () => void;
}) {
  const handle = useEffectEvent((event: KeyboardEvent) => {
    if (!isOurs(event)) return;
    if (event.key === 'j' || event.key === 'k') {
      const items = [...(list.current?.querySelectorAll<HTMLElement>('.inbox-item') ?? [])];
      if (items.length === 0) return;
      const focused = items.indexOf(document.activeElement as HTMLElement);
      const from =
        focused !== -1
          ? focused
          : items.findIndex((item) => item.getAttribute('aria-current') === 'true');
      const step = event.key === 'j' ? 1 : -1;
      const next =
        from === -1
          ? step === 1
            ? 0
            : items.length - 1
          : Math.min(Math.max(from + step, 0), items.length - 1);
      event.preventDefault();
      items[next]?.focus();
      items[next]?.scrollIntoView?.({ block: 'nearest' });
    } else if (event.key === 'e') {
      event.preventDefault();
      onDone();
    } else if (event.key === '?') {
      event.preventDefault();
      onToggleHelp();
    }
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => handle(event);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, []);
}

/** The list of shortcuts, shown on ? (or its button) and closed with its button or ? again. */
export function ShortcutHelp({ onClose }: { onClose: () => void }) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="inbox-shortcuts" aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1} className="inbox-shortcuts__heading">
        Keyboard shortcuts
      </h2>
      <dl className="inbox-shortcuts__list">
        {shortcuts.map((shortcut) => (
          <div key={shortcut.key} className="inbox-shortcuts__item">
            <dt>
              <kbd>{shortcut.key}</kbd>
            </dt>
            <dd>{shortcut.action}</dd>
          </div>
        ))}
      </dl>
      <Button type="button" variant="secondary" onClick={onClose}>
        Close
      </Button>
    </section>
  );
}
