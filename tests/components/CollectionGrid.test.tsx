import { act, render, screen, waitFor } from '@testing-library/react';
import {
  type BuyButtonClient,
  type BuyButtonComponent,
  type BuyButtonComponentConfig,
  type BuyButtonIntegrations,
  type BuyButtonLibrary,
  CollectionGrid,
  type CollectionGridCollection,
  defaultCollectionOptions,
  mergeCollectionOptions,
} from '@zcomm/storefront-ui/collection-grid';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';

const defaultImport = vi.hoisted(() => ({ evaluated: vi.fn() }));

vi.mock('@shopify/buy-button-js', async () => {
  defaultImport.evaluated();
  return { default: createFakeLibrary().library };
});

type FetchFunction = (url: string, init: RequestInit) => Promise<Response>;

interface FakeClient extends BuyButtonClient {
  fetchFunction: FetchFunction | undefined;
  collection: {
    fetchWithProducts: (id: string, options?: { productsFirst?: number }) => Promise<unknown>;
  };
  product: { fetchMultiple: (ids: string[]) => Promise<unknown[]> };
}

interface FakeComponent extends BuyButtonComponent {
  config: BuyButtonComponentConfig;
  model: { products: string[] };
  destroy: ReturnType<typeof vi.fn<() => void>>;
}

/**
 * A stand-in for `ShopifyBuy`, shaped like the real one: its own `buildClient` ignores a
 * fetch function, the parent class's (shopify-buy's) takes one. A created component asks the
 * client for the collection like the library does, then renders into `config.node`.
 */
function createFakeLibrary({
  products = 12,
  failWith,
}: {
  products?: number;
  failWith?: Error;
} = {}) {
  // shopify-buy's collection fetch, whose default page is 20 products.
  const fetchWithProducts = vi.fn(async (_id: string, options?: { productsFirst?: number }) => ({
    products: Array.from(
      { length: Math.min(products, options?.productsFirst ?? 20) },
      (_, index) => `Product ${index}`,
    ),
  }));
  // shopify-buy's products by id, in the order asked (a product set).
  const fetchMultiple = vi.fn(async (ids: string[]) => ids.map((id) => `Product ${id}`));
  const parentBuildClient = vi.fn(
    (config: { domain: string; storefrontAccessToken: string }, fetchFunction?: FetchFunction) =>
      ({
        config,
        fetchFunction,
        collection: { fetchWithProducts },
        product: { fetchMultiple },
      }) as FakeClient,
  );
  const uis: { client: FakeClient; components: { collection: FakeComponent[] } }[] = [];
  const created: FakeComponent[] = [];

  const init = vi.fn((client: BuyButtonClient, integrations: BuyButtonIntegrations = {}) => {
    const fakeClient = client as FakeClient;
    const ui = {
      client: fakeClient,
      components: { collection: [] as FakeComponent[] },
      createComponent: vi.fn(async (_type: 'collection', config: BuyButtonComponentConfig) => {
        const component: FakeComponent = {
          config,
          node: config.node,
          model: { products: [] },
          destroy: vi.fn(() => {
            component.node.parentNode?.removeChild(component.node);
          }),
        };
        ui.components.collection.push(component);
        created.push(component);
        try {
          const url = `https://${fakeClient.config.domain}/api/2025-01/graphql`;
          const request = { method: 'POST', body: '{"query":"query { node }"}' };
          if (fakeClient.fetchFunction) await fakeClient.fetchFunction(url, request);
          if (failWith) throw failWith;
          if (Array.isArray(config.storefrontId)) {
            // Like the library: a product set is fetched as those products.
            component.model.products = (await fakeClient.product.fetchMultiple(
              config.storefrontId,
            )) as string[];
          } else {
            // Like the library: the collection's first page, asked for without a size.
            const collection = (await fakeClient.collection.fetchWithProducts(
              config.storefrontId ?? `gid://shopify/Collection/${config.id}`,
            )) as { products: string[] };
            component.model.products = collection.products;
          }
          const events = (config.options.productSet as { events?: Record<string, unknown> })
            ?.events;
          (events?.afterInit as ((component: FakeComponent) => void) | undefined)?.(component);
          const frame = document.createElement('iframe');
          frame.title = 'Product collection';
          config.node.appendChild(frame);
          return component;
        } catch (error) {
          integrations.errorReporter?.notifyException(error);
          return undefined;
        }
      }),
    };
    uis.push(ui);
    return ui;
  });

  const parent = { buildClient: parentBuildClient };
  const library = Object.assign(Object.create(parent) as object, {
    buildClient: vi.fn((config: { domain: string; storefrontAccessToken: string }) =>
      parentBuildClient({ ...config }),
    ),
    UI: { init },
  }) as BuyButtonLibrary & { buildClient: ReturnType<typeof vi.fn> };

  return { library, parentBuildClient, init, uis, created, fetchWithProducts, fetchMultiple };
}

const shirts: CollectionGridCollection = {
  id: '420000000001',
  domain: 'offsoundings-demo.myshopify.com',
  storefrontAccessToken: 'token-a',
  name: 'Shirts',
};
const headwear: CollectionGridCollection = { ...shirts, id: '420000000003', name: 'Headwear' };
const jackets: CollectionGridCollection = {
  id: '410000000002',
  domain: 'beacon-workwear-demo.myshopify.com',
  storefrontAccessToken: 'token-b',
  name: 'Jackets',
};

function widgets() {
  return document.querySelectorAll('.zc-collection-grid__widget');
}

async function ready(name: string) {
  const grid = screen.getByRole('region', { name });
  await waitFor(() => expect(grid).toHaveAttribute('data-state', 'ready'));
  return grid;
}

describe('CollectionGrid', () => {
  it('imports the Buy Button library only once a grid renders', async () => {
    const { rerender } = render(<p>No grid here</p>);
    await Promise.resolve();
    expect(defaultImport.evaluated).not.toHaveBeenCalled();

    rerender(<CollectionGrid collection={shirts} role="region" aria-label="Shirts" />);
    const grid = screen.getByRole('region', { name: 'Shirts' });
    expect(grid).toHaveAttribute('aria-busy', 'true');
    expect(grid).toHaveAttribute('data-state', 'loading');

    await ready('Shirts');
    expect(defaultImport.evaluated).toHaveBeenCalledTimes(1);
    expect(grid).not.toHaveAttribute('aria-busy');
    expect(screen.getByTitle('Product collection')).toBeInTheDocument();
  });

  it('loads an injected library on render and hands it the collection', async () => {
    const fake = createFakeLibrary();
    const loadLibrary = vi.fn(async () => ({ default: fake.library }));
    render(
      <CollectionGrid
        collection={shirts}
        loadLibrary={loadLibrary}
        moneyFormat="USD {{amount}}"
        role="region"
        aria-label="Shirts"
      />,
    );
    expect(loadLibrary).toHaveBeenCalledTimes(1);
    await ready('Shirts');

    const [component] = fake.created;
    expect(component?.config).toMatchObject({ id: '420000000001', moneyFormat: 'USD {{amount}}' });
    expect(component?.config.options).toMatchObject({
      product: { buttonDestination: 'modal', text: { button: 'View product' } },
      cart: { text: { total: 'Subtotal', button: 'Checkout' } },
    });
    expect(fake.library.buildClient).toHaveBeenCalledWith({
      domain: 'offsoundings-demo.myshopify.com',
      storefrontAccessToken: 'token-a',
    });
  });

  it('keeps one Buy Button UI per shop, however many grids show it', async () => {
    const fake = createFakeLibrary();
    const loadLibrary = async () => fake.library;
    render(
      <>
        <CollectionGrid
          collection={shirts}
          loadLibrary={loadLibrary}
          role="region"
          aria-label="Shirts"
        />
        <CollectionGrid
          collection={headwear}
          loadLibrary={loadLibrary}
          role="region"
          aria-label="Headwear"
        />
        <CollectionGrid
          collection={jackets}
          loadLibrary={loadLibrary}
          role="region"
          aria-label="Jackets"
        />
      </>,
    );
    await ready('Shirts');
    await ready('Headwear');
    await ready('Jackets');

    expect(fake.init).toHaveBeenCalledTimes(2);
    expect(fake.uis.map((ui) => ui.client.config.domain)).toEqual([
      'offsoundings-demo.myshopify.com',
      'beacon-workwear-demo.myshopify.com',
    ]);
    expect(fake.uis[0]?.components.collection.map((component) => component.config.id)).toEqual([
      '420000000001',
      '420000000003',
    ]);
    expect(widgets()).toHaveLength(3);
  });

  it('creates a single component under StrictMode’s double mount', async () => {
    const fake = createFakeLibrary();
    render(
      <StrictMode>
        <CollectionGrid
          collection={shirts}
          loadLibrary={async () => fake.library}
          role="region"
          aria-label="Shirts"
        />
      </StrictMode>,
    );
    await ready('Shirts');

    expect(fake.created).toHaveLength(1);
    expect(fake.uis[0]?.components.collection).toHaveLength(1);
    expect(widgets()).toHaveLength(1);
    expect(screen.getAllByTitle('Product collection')).toHaveLength(1);
  });

  it('destroys its component and removes its node on unmount', async () => {
    const fake = createFakeLibrary();
    const { unmount } = render(
      <CollectionGrid
        collection={shirts}
        loadLibrary={async () => fake.library}
        role="region"
        aria-label="Shirts"
      />,
    );
    await ready('Shirts');
    const [component] = fake.created;
    expect(component?.node.isConnected).toBe(true);

    unmount();

    expect(component?.destroy).toHaveBeenCalledTimes(1);
    expect(component?.node.isConnected).toBe(false);
    expect(fake.uis[0]?.components.collection).toHaveLength(0);
    expect(widgets()).toHaveLength(0);
    expect(screen.queryByTitle('Product collection')).not.toBeInTheDocument();
  });

  it('creates nothing when unmounted before the library arrives', async () => {
    const fake = createFakeLibrary();
    let resolveLibrary: (library: BuyButtonLibrary) => void = () => {};
    const pending = new Promise<BuyButtonLibrary>((resolve) => {
      resolveLibrary = resolve;
    });
    const { unmount } = render(
      <CollectionGrid collection={shirts} loadLibrary={() => pending} aria-label="Shirts" />,
    );
    unmount();
    resolveLibrary(fake.library);
    await pending;
    await new Promise((resolve) => setTimeout(resolve, 0));

    expect(fake.init).not.toHaveBeenCalled();
    expect(widgets()).toHaveLength(0);
  });

  it('sends storefront requests to the endpoint through the given fetch', async () => {
    const fake = createFakeLibrary();
    const fetchMock = vi.fn(async () => new Response('{}'));
    render(
      <CollectionGrid
        collection={shirts}
        storefrontEndpoint="/storefront/offsoundings-demo.myshopify.com/"
        fetch={fetchMock}
        loadLibrary={async () => fake.library}
        role="region"
        aria-label="Shirts"
      />,
    );
    await ready('Shirts');

    expect(fake.library.buildClient).not.toHaveBeenCalled();
    expect(fake.parentBuildClient).toHaveBeenCalledWith(
      {
        domain: 'offsoundings-demo.myshopify.com',
        storefrontAccessToken: 'token-a',
        source: 'buy-button-js',
      },
      expect.any(Function),
    );
    expect(fetchMock).toHaveBeenCalledWith(
      '/storefront/offsoundings-demo.myshopify.com/api/2025-01/graphql',
      expect.objectContaining({ method: 'POST' }),
    );
  });

  it('rewrites to an absolute endpoint with the global fetch when no fetch is given', async () => {
    const fake = createFakeLibrary();
    const globalFetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}'));
    try {
      render(
        <CollectionGrid
          collection={jackets}
          storefrontEndpoint="https://shop.example/storefront/beacon-workwear-demo.myshopify.com"
          loadLibrary={async () => fake.library}
          role="region"
          aria-label="Jackets"
        />,
      );
      await ready('Jackets');
      expect(globalFetch).toHaveBeenCalledWith(
        'https://shop.example/storefront/beacon-workwear-demo.myshopify.com/api/2025-01/graphql',
        expect.anything(),
      );
    } finally {
      globalFetch.mockRestore();
    }
  });

  it('reports a failure through onError and shows nothing of the grid', async () => {
    const networkError = new TypeError('Failed to fetch');
    const fake = createFakeLibrary({ failWith: networkError });
    const onError = vi.fn();
    render(
      <CollectionGrid
        collection={shirts}
        loadLibrary={async () => fake.library}
        onError={onError}
        role="region"
        aria-label="Shirts"
      />,
    );
    await waitFor(() => expect(onError).toHaveBeenCalledTimes(1));

    const error = onError.mock.calls[0]?.[0] as Error;
    expect(error).toBeInstanceOf(Error);
    expect(error.message).toBe('The collection 420000000001 could not be loaded.');
    expect(error.cause).toBe(networkError);
    expect(screen.queryByRole('region', { name: 'Shirts' })).not.toBeInTheDocument();
    expect(document.querySelector('[data-state="error"]')).not.toBeVisible();
    expect(widgets()).toHaveLength(0);
    expect(fake.uis[0]?.components.collection).toHaveLength(0);
  });

  it('reports a library that fails to load', async () => {
    const onError = vi.fn();
    render(
      <CollectionGrid
        collection={shirts}
        loadLibrary={() => Promise.reject(new Error('chunk failed'))}
        onError={onError}
        aria-label="Shirts"
      />,
    );
    await waitFor(() => expect(onError).toHaveBeenCalledWith(new Error('chunk failed')));
    expect(widgets()).toHaveLength(0);
  });

  it('keeps its widget when a callback or the options change, and calls the latest', async () => {
    const fake = createFakeLibrary({ failWith: new TypeError('Failed to fetch') });
    let deliver: (library: BuyButtonLibrary) => void = () => {};
    const loading = new Promise<BuyButtonLibrary>((resolve) => {
      deliver = resolve;
    });
    const firstLoad = vi.fn(() => loading);
    const firstError = vi.fn();
    const { rerender } = render(
      <CollectionGrid collection={shirts} loadLibrary={firstLoad} onError={firstError} />,
    );
    expect(firstLoad).toHaveBeenCalledTimes(1);

    const laterLoad = vi.fn(() => loading);
    const laterError = vi.fn();
    rerender(
      <CollectionGrid
        collection={shirts}
        loadLibrary={laterLoad}
        onError={laterError}
        options={mergeCollectionOptions(defaultCollectionOptions, {})}
      />,
    );
    await act(async () => deliver(fake.library));
    await waitFor(() => expect(laterError).toHaveBeenCalledTimes(1));
    expect(firstError).not.toHaveBeenCalled();
    expect(laterLoad).not.toHaveBeenCalled();
    expect(fake.created).toHaveLength(1);
  });

  it('shows four products without pagination when compact', async () => {
    const fake = createFakeLibrary({ products: 22 });
    render(
      <CollectionGrid
        collection={jackets}
        compact
        loadLibrary={async () => fake.library}
        role="region"
        aria-label="Jackets"
      />,
    );
    const grid = await ready('Jackets');

    expect(grid).toHaveAttribute('data-layout', 'compact');
    const [component] = fake.created;
    expect(component?.model.products).toEqual(['Product 0', 'Product 1', 'Product 2', 'Product 3']);
    expect(component?.config.options).toMatchObject({
      productSet: { contents: { pagination: false } },
    });
    expect(fake.fetchWithProducts).toHaveBeenCalledWith('gid://shopify/Collection/410000000002', {
      productsFirst: 4,
    });
  });

  it('asks for twelve products per page, or the page size it is given', async () => {
    const fake = createFakeLibrary({ products: 30 });
    const loadLibrary = async () => fake.library;
    render(
      <>
        <CollectionGrid
          collection={shirts}
          loadLibrary={loadLibrary}
          role="region"
          aria-label="Shirts"
        />
        <CollectionGrid
          collection={{ ...headwear, id: 'gid://shopify/Collection/420000000003' }}
          pageSize={8}
          loadLibrary={loadLibrary}
          role="region"
          aria-label="Headwear"
        />
      </>,
    );
    await ready('Shirts');
    await ready('Headwear');

    const { fetchWithProducts } = fake;
    expect(fetchWithProducts).toHaveBeenCalledTimes(2);
    expect(fetchWithProducts).toHaveBeenCalledWith('gid://shopify/Collection/420000000001', {
      productsFirst: 12,
    });
    expect(fetchWithProducts).toHaveBeenCalledWith('gid://shopify/Collection/420000000003', {
      productsFirst: 8,
    });
    expect(fake.created.map((component) => component.model.products.length)).toEqual([12, 8]);

    // A fetch no grid asked a size for keeps the library's own default.
    await fake.uis[0]?.client.collection.fetchWithProducts('gid://shopify/Collection/420000000002');
    expect(fetchWithProducts).toHaveBeenLastCalledWith(
      'gid://shopify/Collection/420000000002',
      undefined,
    );
  });

  it.each([0, -3, 2.5, 251, Number.NaN])(
    'refuses a page size of %s with a clear error',
    async (pageSize) => {
      const fake = createFakeLibrary();
      const onError = vi.fn();
      render(
        <CollectionGrid
          collection={shirts}
          pageSize={pageSize}
          loadLibrary={async () => fake.library}
          onError={onError}
        />,
      );
      await waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
      expect(onError.mock.calls[0]?.[0]).toBeInstanceOf(RangeError);
      expect(String(onError.mock.calls[0]?.[0].message)).toMatch(
        /whole number from 1 to 250, not /,
      );
      expect(fake.created).toHaveLength(0);
      expect(widgets()).toHaveLength(0);
    },
  );

  it('becomes a focusable region named after the collection when its products overflow', async () => {
    const observers: (() => void)[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          observers.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    let contentHeight = 400;
    const scrollHeight = vi
      .spyOn(HTMLElement.prototype, 'scrollHeight', 'get')
      .mockImplementation(() => contentHeight);
    const clientHeight = vi
      .spyOn(HTMLElement.prototype, 'clientHeight', 'get')
      .mockReturnValue(460);
    try {
      const fake = createFakeLibrary({ products: 8 });
      const { container } = render(
        <CollectionGrid collection={jackets} compact loadLibrary={async () => fake.library} />,
      );
      const grid = container.querySelector('.zc-collection-grid');
      await waitFor(() => expect(grid).toHaveAttribute('data-state', 'ready'));
      expect(grid).not.toHaveAttribute('tabindex');
      expect(screen.queryByRole('region')).toBeNull();

      contentHeight = 720;
      for (const measure of observers) act(measure);
      const region = screen.getByRole('region', { name: 'Jackets products' });
      expect(region).toBe(grid);
      expect(region).toHaveAttribute('tabindex', '0');
    } finally {
      scrollHeight.mockRestore();
      clientHeight.mockRestore();
      vi.unstubAllGlobals();
    }
  });

  it('waits until it enters the viewport before loading, unless eager', async () => {
    const observers: { callback: IntersectionObserverCallback; target?: Element }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        readonly entry: { callback: IntersectionObserverCallback; target?: Element };
        constructor(callback: IntersectionObserverCallback) {
          this.entry = { callback };
          observers.push(this.entry);
        }
        observe(target: Element) {
          this.entry.target = target;
        }
        disconnect() {}
      },
    );
    try {
      const fake = createFakeLibrary();
      const loadLibrary = vi.fn(async () => ({ default: fake.library }));
      render(
        <CollectionGrid
          collection={shirts}
          loadLibrary={loadLibrary}
          role="region"
          aria-label="Lazy"
        />,
      );
      render(
        <CollectionGrid
          collection={headwear}
          loadLibrary={loadLibrary}
          loading="eager"
          role="region"
          aria-label="Eager"
        />,
      );
      expect(loadLibrary).toHaveBeenCalledTimes(1);
      expect(screen.getByLabelText('Lazy')).toHaveAttribute('data-state', 'loading');

      const [observer] = observers;
      act(() =>
        observer?.callback(
          [{ isIntersecting: true, target: observer.target } as IntersectionObserverEntry],
          {} as IntersectionObserver,
        ),
      );
      // Not in the frame that first shows the grid: only after that frame has been drawn.
      expect(loadLibrary).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(loadLibrary).toHaveBeenCalledTimes(2));
      await ready('Lazy');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('keeps the caller’s productSet events when adding its own', async () => {
    const fake = createFakeLibrary({ products: 6 });
    const afterInit = vi.fn();
    render(
      <CollectionGrid
        collection={jackets}
        compact
        options={mergeCollectionOptions(defaultCollectionOptions, {
          productSet: { events: { afterInit } },
        })}
        loadLibrary={async () => fake.library}
        role="region"
        aria-label="Jackets"
      />,
    );
    await ready('Jackets');
    expect(afterInit).toHaveBeenCalledWith(fake.created[0]);
    expect(fake.created[0]?.model.products).toHaveLength(4);
  });
  it('shows the given products in their order as a product set, and follows a new list', async () => {
    const fake = createFakeLibrary();
    const { rerender } = render(
      <CollectionGrid
        collection={jackets}
        productIds={['gid://shopify/Product/3', '7']}
        loadLibrary={async () => fake.library}
        role="region"
        aria-label="Results"
      />,
    );
    await ready('Results');
    expect(fake.fetchWithProducts).not.toHaveBeenCalled();
    expect(fake.fetchMultiple).toHaveBeenCalledWith([
      'gid://shopify/Product/3',
      'gid://shopify/Product/7',
    ]);
    expect(fake.created[0]?.model.products).toEqual([
      'Product gid://shopify/Product/3',
      'Product gid://shopify/Product/7',
    ]);

    // The same list in a new array keeps the grid; another list replaces it.
    rerender(
      <CollectionGrid
        collection={jackets}
        productIds={['gid://shopify/Product/3', '7']}
        loadLibrary={async () => fake.library}
        role="region"
        aria-label="Results"
      />,
    );
    expect(fake.created).toHaveLength(1);
    rerender(
      <CollectionGrid
        collection={jackets}
        productIds={['gid://shopify/Product/7']}
        loadLibrary={async () => fake.library}
        role="region"
        aria-label="Results"
      />,
    );
    await waitFor(() => expect(fake.created).toHaveLength(2));
    await ready('Results');
    expect(fake.created[0]?.destroy).toHaveBeenCalled();
    expect(fake.created[1]?.model.products).toEqual(['Product gid://shopify/Product/7']);
    expect(widgets()).toHaveLength(1);
  });

  it('reports an empty product set as an error instead of asking the storefront', async () => {
    const fake = createFakeLibrary();
    const onError = vi.fn();
    render(
      <CollectionGrid
        collection={jackets}
        productIds={[]}
        loadLibrary={async () => fake.library}
        onError={onError}
        aria-label="Results"
      />,
    );
    await waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
    expect(onError.mock.calls[0]?.[0]).toBeInstanceOf(RangeError);
    expect(fake.created).toHaveLength(0);
  });
});

describe('mergeCollectionOptions', () => {
  it('merges nested objects and replaces everything else', () => {
    const merged = mergeCollectionOptions(defaultCollectionOptions, {
      product: { text: { button: 'Shop now' }, styles: { button: { 'font-family': 'Oswald' } } },
      cart: { popup: false },
    });
    expect(merged).toMatchObject({
      product: {
        buttonDestination: 'modal',
        text: { button: 'Shop now' },
        styles: { button: { 'font-family': 'Oswald' } },
      },
      cart: { popup: false, text: { total: 'Subtotal', button: 'Checkout' } },
    });
    expect(defaultCollectionOptions.product).toMatchObject({ text: { button: 'View product' } });
  });
});
