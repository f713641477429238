'use client';

import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import { type Ref, useLayoutEffect, useRef } from 'react';
import { useComposedRefs } from '../../hooks/useComposedRefs';
import type { LinkComponent, NavLink } from '../../types';
import {
  DropdownPanel,
  dropdownProps,
  EntryLink,
  entryKey,
  entryValue,
  slots,
  TriggerLabel,
} from './parts';

export type EnhancedNavigationProps = {
  links: NavLink[];
  linkComponent: LinkComponent | undefined;
  label: string;
  /** The open dropdown's entry value (see `entryValue`), `''` for none. */
  value: string;
  onValueChange: (value: string) => void;
  rootRef: Ref<HTMLElement>;
};

/**
 * The wide-screen navigation on Radix Navigation Menu: a dropdown opens with a click, the
 * arrow keys move between entries, ArrowDown opens a dropdown and moves into it, Escape or a press outside closes
 * it, choosing a link closes it. Controlled by `Header`, which renders the same markup until
 * this loads.
 */
export function EnhancedNavigation({
  links,
  linkComponent,
  label,
  value,
  onValueChange,
  rootRef,
}: EnhancedNavigationProps) {
  const root = useRef<HTMLElement>(null);
  const ref = useComposedRefs(rootRef, root);
  /** Set when ArrowDown opened a dropdown: its first link takes the focus once shown. */
  const enterOnOpen = useRef(false);

  // An open trigger is followed by Radix's focus proxy, a span that passes the focus on into
  // the dropdown. Radix marks it aria-hidden although it takes the focus, which assistive
  // technology must never meet (axe: aria-hidden-focus; radix-ui/primitives#3085). It only
  // ever holds the focus in passing, so it stays focusable and loses the aria-hidden.
  useLayoutEffect(() => {
    const proxies = root.current?.querySelectorAll(
      '[data-slot="header-item"] > span[aria-hidden="true"][tabindex="0"]',
    );
    for (const proxy of proxies ?? []) proxy.removeAttribute('aria-hidden');
    if (enterOnOpen.current && value) {
      root.current
        ?.querySelector<HTMLElement>('[data-slot="header-dropdown"]:not([hidden]) a')
        ?.focus();
    }
    enterOnOpen.current = false;
  }, [value]);

  return (
    <NavigationMenu.Root
      {...slots.navigation}
      ref={ref}
      data-enhanced=""
      aria-label={label}
      // A dropdown opens and closes with a click (or Enter, Space, ArrowDown), not on hover: a
      // pointer passing over the bar opens nothing, and a second click always closes.
      activationMode="manual"
      value={value}
      onValueChange={onValueChange}
    >
      <NavigationMenu.List {...slots.list}>
        {links.map((link, index) => {
          const key = entryKey(link);
          const children = link.children ?? [];
          if (children.length === 0) {
            return (
              <NavigationMenu.Item key={key} {...slots.item}>
                <NavigationMenu.Link asChild>
                  <EntryLink
                    className="zc-header__link"
                    link={link}
                    linkComponent={linkComponent}
                  />
                </NavigationMenu.Link>
              </NavigationMenu.Item>
            );
          }
          return (
            <NavigationMenu.Item key={key} value={entryValue(index)} {...slots.item}>
              <NavigationMenu.Trigger
                {...slots.trigger}
                onKeyDown={(event) => {
                  // Radix moves into an open dropdown with ArrowDown; a closed one opens too.
                  if (event.key !== 'ArrowDown' || value === entryValue(index)) return;
                  event.preventDefault();
                  enterOnOpen.current = true;
                  onValueChange(entryValue(index));
                }}
              >
                <TriggerLabel link={link} />
              </NavigationMenu.Trigger>
              {value === entryValue(index) ? (
                <NavigationMenu.Content {...dropdownProps(link)}>
                  <ul {...slots.dropdownList}>
                    {children.map((child) => (
                      <li key={entryKey(child)}>
                        <NavigationMenu.Link asChild>
                          <EntryLink
                            className="zc-header__dropdown-link"
                            link={child}
                            linkComponent={linkComponent}
                          />
                        </NavigationMenu.Link>
                      </li>
                    ))}
                  </ul>
                </NavigationMenu.Content>
              ) : (
                <DropdownPanel link={link} linkComponent={linkComponent} open={false} />
              )}
            </NavigationMenu.Item>
          );
        })}
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}
