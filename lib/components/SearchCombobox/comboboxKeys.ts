import type { Dispatch, KeyboardEvent, SetStateAction } from 'react';

/** What the field's keys act on. */
export interface ComboboxKeyState {
  /** The list is open (the field has the focus and was typed in or clicked). */
  open: boolean;
  /** A query was answered: the popup shows something. */
  shown: boolean;
  /** The suggestions and “See all results”, or 0. */
  optionCount: number;
  /** The active option, or -1 (the field itself). */
  activeIndex: number;
  value: string;
  setOpen: Dispatch<SetStateAction<boolean>>;
  setActive: Dispatch<SetStateAction<number>>;
  setValue: Dispatch<SetStateAction<string>>;
  choose: (index: number) => void;
}

/**
 * The combobox's keys: arrows open the list and move through the options (past either end,
 * back to the field), Enter chooses the active option (or lets the form submit), Escape closes
 * the list and then clears the field, Tab closes it.
 */
export function comboboxKeyDown(event: KeyboardEvent<HTMLInputElement>, state: ComboboxKeyState) {
  const { open, shown, optionCount, activeIndex, value, setOpen, setActive, setValue } = state;
  switch (event.key) {
    case 'ArrowDown':
    case 'ArrowUp': {
      event.preventDefault();
      if (!open) {
        setOpen(true);
        if (!event.altKey && optionCount > 0)
          setActive(event.key === 'ArrowDown' ? 0 : optionCount - 1);
        return;
      }
      if (optionCount === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // Past either end the focus returns to the field (no option active).
      setActive((current) => {
        const next = current + step;
        if (current === -1) return step === 1 ? 0 : optionCount - 1;
        return next < 0 || next >= optionCount ? -1 : next;
      });
      return;
    }
    case 'Enter':
      if (activeIndex !== -1) {
        event.preventDefault();
        state.choose(activeIndex);
      }
      // Otherwise the form submits: the results page.
      return;
    case 'Escape':
      if (shown) {
        event.preventDefault();
        // Keeps an enclosing menu or dialog open: this Escape was the list's.
        event.stopPropagation();
        setOpen(false);
        setActive(-1);
      } else if (value) {
        event.preventDefault();
        event.stopPropagation();
        setValue('');
      }
      return;
    case 'Tab':
      setOpen(false);
      setActive(-1);
      return;
    default:
      return;
  }
}
