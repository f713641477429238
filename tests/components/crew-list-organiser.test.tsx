import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CrewList } from '@zcomm/site-data/api/crew-lists';
import { workwearShop } from '@zcomm/site-data/tenants/workwear';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SiteInfoProvider } from '../../sites/shared/shell/site-info';
import { CrewListPage } from '../../sites/shared/shop/CrewListPage';
import { OrganiserDeviceLink } from '../../sites/shared/shop/crew-list-device-link';
import { workwearSiteInfo } from './products';

const ID = 'AbCdEfGhIjKlMnOpQrStUvWx';
const SECRET = 'organiser-secret-from-the-link';

const list: CrewList = {
  id: ID,
  title: 'Spring Series crew shirts',
  deadline: '2099-06-06',
  closesAt: '2099-06-07T00:00:00.000Z',
  open: true,
  products: [
    {
      handle: 'crew-tee',
      title: 'Crew tee',
      variants: [{ id: 'gid://shopify/ProductVariant/1', size: 'M', colour: 'Navy' }],
    },
  ],
  organiser: true,
  members: 0,
  maxMembers: 200,
  tally: [],
  mine: null,
  entries: [],
};

interface Call {
  method: string;
  url: string;
  body: unknown;
}

/** A fetch that answers by method and path, and records what was asked. */
function serve(answers: Record<string, () => Response>): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      calls.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined });
      const answer = answers[`${method} ${url}`];
      return answer ? answer() : new Response('{"error":"Not found."}', { status: 404 });
    }),
  );
  return calls;
}

const json = (value: unknown, status = 200) =>
  new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } });

function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="Address">{`${pathname}${search}`}</output>;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the organiser on another device', () => {
  it('makes a private link to copy, shown once, and revokes it', async () => {
    const calls = serve({
      [`POST /api/crew-lists/${ID}/organiser-link`]: () =>
        json({ url: `/crew?list=${ID}&organiser=${SECRET}` }, 201),
      [`DELETE /api/crew-lists/${ID}/organiser-link`]: () => new Response(null, { status: 204 }),
    });
    const user = userEvent.setup();
    render(<OrganiserDeviceLink listId={ID} />);
    expect(screen.queryByRole('textbox')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Make an organiser link' }));
    const field = await screen.findByRole('textbox', { name: 'Organiser link (shown once)' });
    expect(field).toHaveValue(`${window.location.origin}/crew?list=${ID}&organiser=${SECRET}`);
    expect(field).toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Make a new link' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Revoke organiser link' }));
    await waitFor(() => expect(screen.queryByRole('textbox')).toBeNull());
    expect(screen.getByRole('status')).toHaveTextContent(
      'Organiser link revoked: devices that came in by it no longer manage the list.',
    );
    expect(calls.map(({ method, url }) => `${method} ${url}`)).toEqual([
      `POST /api/crew-lists/${ID}/organiser-link`,
      `DELETE /api/crew-lists/${ID}/organiser-link`,
    ]);
  });

  it('says so when the link cannot be made, and shows none', async () => {
    serve({
      [`POST /api/crew-lists/${ID}/organiser-link`]: () =>
        json({ error: 'Only the organiser of this list can manage its organiser link.' }, 403),
    });
    const user = userEvent.setup();
    render(<OrganiserDeviceLink listId={ID} />);
    await user.click(screen.getByRole('button', { name: 'Make an organiser link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Only the organiser of this list can manage its organiser link.',
    );
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  const openLink = () =>
    render(
      <SiteInfoProvider value={workwearSiteInfo}>
        <MemoryRouter initialEntries={[`/crew?list=${ID}&organiser=${SECRET}`]}>
          <CrewListPage shop={workwearShop} options={{}} />
          <Address />
        </MemoryRouter>
      </SiteInfoProvider>,
    );

  it('opened by the link, makes this device the organiser and drops the secret from the address', async () => {
    const calls = serve({
      [`POST /api/crew-lists/${ID}/organiser`]: () => new Response(null, { status: 204 }),
      [`GET /api/crew-lists/${ID}`]: () => json(list),
    });
    openLink();
    expect(await screen.findByRole('heading', { name: 'For the organiser' })).toBeVisible();
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent(`/crew?list=${ID}`);
    expect(calls[0]).toEqual({
      method: 'POST',
      url: `/api/crew-lists/${ID}/organiser`,
      body: { secret: SECRET },
    });
    expect(calls.at(-1)?.method).toBe('GET');
  });

  it('opened by a replaced or revoked link, says so and still shows the list', async () => {
    serve({
      [`POST /api/crew-lists/${ID}/organiser`]: () =>
        json({ error: 'This organiser link is no longer valid.' }, 403),
      [`GET /api/crew-lists/${ID}`]: () => json({ ...list, organiser: false, entries: undefined }),
    });
    openLink();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This organiser link has been replaced or revoked: ask the organiser for a new one. You can still add yourself.',
    );
    expect(await screen.findByRole('heading', { name: 'Add yourself' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'For the organiser' })).toBeNull();
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent(`/crew?list=${ID}`);
  });
});

describe('a crew list link that names no list', () => {
  it.each([
    ['without a list', '/crew', 'This link names no crew list.'],
    ['to an erased list', `/crew?list=${ID}`, 'No crew list has this link.'],
  ])('opened %s, says so and shows where lists start', async (_, address, message) => {
    serve({
      [`GET /api/crew-lists/${ID}`]: () => json({ error: 'Not found.' }, 404),
    });
    render(
      <SiteInfoProvider value={workwearSiteInfo}>
        <MemoryRouter initialEntries={[address]}>
          <CrewListPage shop={workwearShop} options={{}} />
        </MemoryRouter>
      </SiteInfoProvider>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    const [first] = workwearShop.collections;
    expect(screen.getByRole('link', { name: `Browse ${first?.name}` })).toHaveAttribute(
      'href',
      first?.path,
    );
    expect(screen.getByRole('link', { name: 'send a bulk order' })).toHaveAttribute(
      'href',
      '/bulk-order',
    );
  });
});
