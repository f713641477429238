import type { ComponentProps } from 'react';
import type { LinkComponent } from '../../types';
import { linkElement } from '../../utils/links';

/** How prominent a button is: `primary` (filled), `secondary` (outlined), `ghost` (text only). */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

/** `md` (44 px high, the smallest comfortable touch target) or `lg` (52 px). */
export type ButtonSize = 'md' | 'lg';

interface ButtonLook {
  /**
   * How prominent the button is.
   * @default 'primary'
   */
  variant?: ButtonVariant;
  /**
   * Its height and text size.
   * @default 'md'
   */
  size?: ButtonSize;
}

export type ButtonProps = ComponentProps<'button'> & ButtonLook;

const classes = (className: string | undefined) =>
  ['zc-button', className].filter(Boolean).join(' ');

/**
 * The package's button: a native `<button>` (`type="button"` unless you say otherwise), themed by
 * the brand tokens. Styled through `data-slot="button"`, `data-variant` and `data-size`.
 */
export function Button({
  variant = 'primary',
  size = 'md',
  type = 'button',
  className,
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      {...props}
      className={classes(className)}
      data-slot="button"
      data-variant={variant}
      data-size={size}
    />
  );
}

export type ButtonLinkProps = ComponentProps<'a'> &
  ButtonLook & {
    /** Where it leads: a path renders through `linkComponent`, a URL as a plain `<a>`. */
    href: string;
    /**
     * Opens another site: always a plain `<a>`.
     * @default false
     */
    external?: boolean;
    /** Renders internal links, e.g. an adapter around your router's `Link`. */
    linkComponent?: LinkComponent;
  };

/** A link that looks like a button (a call to action that navigates). */
export function ButtonLink({
  variant = 'primary',
  size = 'md',
  href,
  external,
  linkComponent,
  className,
  ...props
}: ButtonLinkProps) {
  const Link = linkElement({ href, external }, linkComponent);
  return (
    <Link
      href={href}
      {...props}
      className={classes(className)}
      data-slot="button"
      data-variant={variant}
      data-size={size}
    />
  );
}
