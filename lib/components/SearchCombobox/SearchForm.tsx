import { type ComponentProps, type ReactNode, useId } from 'react';

export type SearchFormProps = Omit<ComponentProps<'form'>, 'children' | 'className'> & {
  /** Class of the outer `<search>` element. */
  className?: string | undefined;
  /**
   * Accessible name of the field.
   * @default 'Search products'
   */
  label?: string;
  /**
   * Placeholder text of the field.
   * @default label
   */
  placeholder?: string;
  /** Props of the text field (`type="search"`, `name="q"`). */
  inputProps?: ComponentProps<'input'>;
  /**
   * Accessible name of the search landmark, for a page with more than one search.
   * @default undefined (an unnamed landmark)
   */
  landmarkLabel?: string | undefined;
  /** Shown in the open state (`data-state` on the `<search>` element). */
  state?: 'open' | 'closed';
  /** Rendered after the field, inside the form (e.g. a list of suggestions). */
  children?: ReactNode;
};

/**
 * A search landmark with a form that sends its query as `q` to `action` (default `/search`):
 * a labelled search field and a submit button. It works without JavaScript; `SearchCombobox`
 * adds suggestions to it, and a page can show it first and load the suggestions when the
 * field is used.
 */
export function SearchForm({
  className,
  label = 'Search products',
  placeholder = label,
  inputProps,
  state,
  landmarkLabel,
  action = '/search',
  children,
  ...props
}: SearchFormProps) {
  const baseId = useId();
  const inputId = inputProps?.id ?? `${baseId}-input`;
  return (
    <search
      className={['zc-search', className].filter(Boolean).join(' ')}
      data-slot="search"
      data-state={state}
      aria-label={landmarkLabel}
    >
      <form action={action} method="get" {...props}>
        <label className="zc-visually-hidden" htmlFor={inputId}>
          {label}
        </label>
        <div className="zc-search__field" data-slot="search-field">
          <input
            className="zc-search__input"
            data-slot="search-input"
            type="search"
            name="q"
            autoComplete="off"
            enterKeyHint="search"
            placeholder={placeholder}
            {...inputProps}
            id={inputId}
          />
          <button type="submit" className="zc-search__submit" data-slot="search-submit">
            <span className="zc-visually-hidden">Search</span>
          </button>
        </div>
        {children}
      </form>
    </search>
  );
}
