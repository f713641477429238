import { Button } from '@zcomm/storefront-ui';
import { type ComponentType, useId, useState } from 'react';
import type { CrewOrderGridProps } from './crew-order-grid';
import { sizeRunOptions } from './size-run-options';

export type CrewOrderProps = CrewOrderGridProps;

const loadGrid = () => import('./crew-order-grid');

/**
 * “Order for a crew” under a product's Add to cart: a disclosure whose size-run grid (and its
 * code) loads the first time it is opened, so the page's first load does not carry it. The grid
 * stays in the page once loaded, with its quantities, while closed.
 */
export function CrewOrder(props: CrewOrderProps) {
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [Grid, setGrid] = useState<ComponentType<CrewOrderGridProps> | null>(null);
  const [failed, setFailed] = useState(false);
  if (!sizeRunOptions(props.product)) return null;

  const load = () => {
    setFailed(false);
    loadGrid().then(
      (module) => setGrid(() => module.CrewOrderGrid),
      (error: unknown) => {
        console.error(error);
        setFailed(true);
      },
    );
  };
  const toggle = () => {
    setOpen(!open);
    if (!open && !Grid && !failed) load();
  };

  return (
    <div className="shell-product__crew">
      <Button
        variant="secondary"
        className="shell-product__crew-toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
      >
        Order for a crew
      </Button>
      <div id={panelId} className="shell-product__crew-panel" hidden={!open}>
        {Grid ? (
          <Grid {...props} />
        ) : failed ? (
          <p role="alert">
            The size grid could not be loaded.{' '}
            <Button variant="ghost" onClick={load}>
              Try again
            </Button>
          </p>
        ) : open ? (
          <p role="status">Loading the size grid…</p>
        ) : null}
      </div>
    </div>
  );
}
