/**
 * A crew list's page at `/crew?list=<id>`: its title, deadline and products, the form a crew
 * member adds (or changes, or removes) themself with until the deadline, and the tally by size
 * and colour. The organiser (their cookie) also sees every entry, turns the tally into cart
 * lines through the shop's cart, and erases the list. After the deadline it is read-only.
 */
import {
  CREW_LIST_PARAM,
  CREW_ORGANISER_PARAM,
  type CrewList,
  crewListAddress,
} from '@zcomm/site-data/api/crew-lists';
import type { StoredOrderLine } from '@zcomm/site-data/bulk-order';
import type { Shop } from '@zcomm/site-data/types';
import { Button, Container } from '@zcomm/storefront-ui';
import { addLinesToCart, type BuyButtonOptions } from '@zcomm/storefront-ui/collection-grid';
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import './crew-list.css';
import { useHydrated } from '../shell/hydrated';
import { RouterLink } from '../shell/link';
import { SitePageMeta } from '../shell/page-meta';
import { BULK_ORDER_PATH } from './bulk-order-carry';
import { findCartShop } from './collections';
import {
  CrewListError,
  claimOrganiser,
  eraseCrewList,
  readCrewList,
  removeCrewEntry,
  saveCrewEntry,
} from './crew-list-api';
import { OrganiserDeviceLink } from './crew-list-device-link';
import { CrewEntryForm, CrewTally, variantLabel } from './crew-list-view';
import { QuoteOffer } from './quote-offer';

export interface CrewListPageProps {
  shop: Shop;
  options: Readonly<BuyButtonOptions>;
  moneyFormat?: string;
}

/** A deadline day as people read it: “Saturday, June 6, 2026”. */
const dayText = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

type Loaded =
  | { status: 'loading' }
  | { status: 'missing'; message: string }
  | { status: 'erased' }
  | { status: 'ready'; list: CrewList };

function Organiser({
  list,
  shop,
  options,
  moneyFormat,
  onErased,
}: CrewListPageProps & { list: CrewList; onErased: () => void }) {
  const [message, setMessage] = useState('');
  const [confirming, setConfirming] = useState(false);
  const lines = list.tally.map((line) => ({ variantId: line.variantId, quantity: line.count }));
  const addAll = async () => {
    const opener =
      document.activeElement instanceof HTMLElement ? document.activeElement : undefined;
    try {
      await addLinesToCart({
        shop: await findCartShop(shop.store),
        options,
        moneyFormat,
        lines,
        opener,
      });
      setMessage(`${list.members} ${list.members === 1 ? 'piece' : 'pieces'} added to the cart.`);
    } catch {
      setMessage('The cart could not be reached. Try again in a moment.');
    }
  };
  const erase = async () => {
    try {
      await eraseCrewList(list.id);
      onErased();
    } catch (error) {
      setMessage(error instanceof Error ? error.message : 'The list could not be erased.');
    }
  };
  return (
    <section className="shell-crew__organiser" aria-labelledby="crew-organiser">
      <h2 id="crew-organiser">For the organiser</h2>
      <p>
        Share this page's address with your crew. Each person adds their own size; you see the tally
        here.
      </p>
      {list.entries && list.entries.length > 0 ? (
        <ul className="shell-crew__entries" aria-label="Who picked what">
          {list.entries.map((entry, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: two people may share a name
            <li key={index}>
              {entry.name}: {variantLabel(entry)}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="shell-crew__actions">
        <Button onClick={addAll} disabled={lines.length === 0}>
          Add all to cart
        </Button>
        {confirming ? (
          <>
            <Button variant="secondary" onClick={erase}>
              Erase for good
            </Button>
            <Button variant="ghost" onClick={() => setConfirming(false)}>
              Keep the list
            </Button>
          </>
        ) : (
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            Erase list
          </Button>
        )}
      </div>
      <p role="status">{message}</p>
      <OrganiserDeviceLink listId={list.id} />
      <QuoteOffer
        fromPieces={shop.quoteFromPieces}
        pieces={lines.reduce((sum, line) => sum + line.quantity, 0)}
        lines={() => tallyLines(list)}
      />
    </section>
  );
}

/** The tally as an order's lines, one a picked variant, with the product's and variant's names. */
export function tallyLines(list: CrewList): StoredOrderLine[] {
  return list.tally.flatMap((line) => {
    const product = list.products.find((candidate) =>
      candidate.variants.some((variant) => variant.id === line.variantId),
    );
    if (!product || line.count < 1) return [];
    const variant = [line.colour, line.size].filter(Boolean).join(' / ');
    return [
      {
        handle: product.handle,
        variantId: line.variantId,
        quantity: line.count,
        product: product.title,
        variant,
      },
    ];
  });
}

export function CrewListPage(props: CrewListPageProps) {
  const params = new URLSearchParams(useLocation().search);
  // The page is built as `/crew`: it hydrates without the list, then loads it.
  const hydrated = useHydrated();
  const id = hydrated ? (params.get(CREW_LIST_PARAM) ?? '') : '';
  const secret = hydrated ? params.get(CREW_ORGANISER_PARAM) : null;
  const navigate = useNavigate();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [claimProblem, setClaimProblem] = useState('');

  const load = useCallback(async (listId: string) => {
    try {
      setLoaded({ status: 'ready', list: await readCrewList(listId) });
    } catch (error) {
      setLoaded({
        status: 'missing',
        message:
          error instanceof CrewListError && error.status === 404
            ? 'No crew list has this link. It may have been erased, or the link is incomplete.'
            : error instanceof Error
              ? error.message
              : 'The list could not be loaded.',
      });
    }
  }, []);

  useEffect(() => {
    if (!hydrated) return;
    if (id === '') setLoaded({ status: 'missing', message: 'This link names no crew list.' });
    else if (secret) {
      // An organiser link: this device becomes the organiser, then the secret leaves the
      // address (and the history), and the list loads as the organiser sees it.
      void claimOrganiser(id, secret)
        .then(() => setClaimProblem(''))
        .catch((error: unknown) =>
          setClaimProblem(
            error instanceof CrewListError && error.status === 403
              ? 'This organiser link has been replaced or revoked: ask the organiser for a new one. You can still add yourself.'
              : 'This device could not be made the organiser. Open the link again in a moment.',
          ),
        )
        .finally(() => navigate(crewListAddress(id), { replace: true }));
    } else void load(id);
  }, [hydrated, id, secret, load, navigate]);

  const title = loaded.status === 'ready' ? loaded.list.title : 'Crew list';
  return (
    <>
      <SitePageMeta title={title} description="A crew's sizes, collected for one order." />
      <meta name="robots" content="noindex, nofollow" />
      <Container className="shell-crew">
        <h1>{title}</h1>
        {loaded.status === 'loading' ? <p role="status">Loading the list…</p> : null}
        {loaded.status === 'missing' ? <p role="alert">{loaded.message}</p> : null}
        {claimProblem ? <p role="alert">{claimProblem}</p> : null}
        {loaded.status === 'erased' ? <p role="status">The list is erased.</p> : null}
        {loaded.status === 'missing' || loaded.status === 'erased' ? (
          <StartElsewhere shop={props.shop} />
        ) : null}
        {loaded.status === 'ready' ? (
          <ReadyList
            {...props}
            list={loaded.list}
            onChange={(list) => setLoaded({ status: 'ready', list })}
            onReload={() => load(loaded.list.id)}
            onErased={() => setLoaded({ status: 'erased' })}
          />
        ) : null}
      </Container>
    </>
  );
}

/** Where a visitor without a list goes next: a product's page starts one, or a bulk order. */
function StartElsewhere({ shop }: { shop: Shop }) {
  const [first] = shop.collections;
  return (
    <p>
      A crew list starts on a product’s page: <strong>Start a crew list</strong> beside its sizes.{' '}
      {first ? (
        <>
          <RouterLink href={first.path}>Browse {first.name}</RouterLink>, or{' '}
        </>
      ) : null}
      <RouterLink href={BULK_ORDER_PATH}>{first ? 'send' : 'Send'} a bulk order</RouterLink> with
      every size at once.
    </p>
  );
}

function ReadyList({
  list,
  onChange,
  onReload,
  onErased,
  ...props
}: CrewListPageProps & {
  list: CrewList;
  onChange: (list: CrewList) => void;
  onReload: () => Promise<void>;
  onErased: () => void;
}) {
  return (
    <>
      <p className="shell-crew__deadline">
        {list.open
          ? `Open until the end of ${dayText(list.deadline)}.`
          : `Closed on ${dayText(list.deadline)}: the list can no longer be changed.`}{' '}
        {list.members} of {list.maxMembers} places taken.
      </p>
      <p>For: {list.products.map((product) => product.title).join(', ')}</p>
      {list.open ? (
        <section aria-labelledby="crew-add">
          <h2 id="crew-add">{list.mine ? 'Your entry' : 'Add yourself'}</h2>
          <CrewEntryForm
            products={list.products}
            mine={list.mine}
            onSave={async (entry) => onChange(await saveCrewEntry(list.id, entry))}
            onRemove={async () => {
              await removeCrewEntry(list.id);
              await onReload();
            }}
          />
        </section>
      ) : list.mine ? (
        <p>
          Your entry: {list.mine.name}, {variantLabel(list.mine)}.
        </p>
      ) : null}
      <section aria-labelledby="crew-tally">
        <h2 id="crew-tally">The tally</h2>
        <CrewTally products={list.products} tally={list.tally} />
      </section>
      {list.organiser ? <Organiser {...props} list={list} onErased={onErased} /> : null}
    </>
  );
}
