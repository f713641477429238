import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type BuyButtonComponent,
  type BuyButtonComponentConfig,
  type BuyButtonLibrary,
  type BuyButtonUI,
  mountCollection,
} from '../components/CollectionGrid/buy-button';
import {
  drawInTaskOfItsOwn,
  renderProductsInTurn,
  skipFetchAfterLastPage,
} from '../components/CollectionGrid/library-patches';

/**
 * Stand-ins for the library's classes, shaped like its own: a product set creates its products
 * and starts them all in one synchronous run, then waits for all of them; the base class reads
 * a component's data through `setupModel`.
 */
function fakeClasses() {
  const log: string[] = [];
  const component = class {
    typeKey = 'component';
    setupModel(data?: unknown): Promise<unknown> {
      return Promise.resolve(data);
    }
  };
  const product = class extends component {
    override typeKey = 'product';
    readonly name: string;
    constructor(name: string) {
      super();
      this.name = name;
    }
    init(data?: unknown): Promise<unknown> {
      log.push(`init ${this.name}`);
      if (data === 'broken') return Promise.reject(new Error(`${this.name} failed`));
      return Promise.resolve(this);
    }
  };
  const productSet = class extends component {
    override typeKey = 'productSet';
    renderProducts(names: string[]): Promise<unknown> {
      const started = names.map((name) => new product(name).init(name));
      log.push('all started');
      return Promise.all(started).then(() => {
        log.push('all done');
        return this;
      });
    }
  };
  const cart = class extends component {
    override typeKey = 'cart';
  };
  const ui = {
    components: { collection: [] },
    createComponent: vi.fn(),
    componentTypes: {
      product,
      collection: productSet,
      productSet,
      cart,
    },
  } as unknown as BuyButtonUI;
  return { log, ui, Product: product, ProductSet: productSet, Cart: cart };
}

/**
 * Stands in for `scheduler.yield()`: every yield waits until `next()` lets the oldest one go,
 * so a test says when each new task begins.
 */
function manualTasks() {
  const waiting: (() => void)[] = [];
  const scope = globalThis as { scheduler?: unknown };
  const before = scope.scheduler;
  scope.scheduler = {
    yield: () => new Promise<void>((resolve) => waiting.push(resolve)),
  };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return {
    waiting: () => waiting.length,
    /** Begins the next task: the oldest yield resolves, then every microtask runs. */
    async next() {
      await settle();
      waiting.shift()?.();
      await settle();
    },
    async all() {
      await settle();
      while (waiting.length) await this.next();
    },
    restore() {
      scope.scheduler = before;
    },
  };
}

describe('a page of products', () => {
  let tasks: ReturnType<typeof manualTasks>;
  beforeEach(() => {
    tasks = manualTasks();
  });
  afterEach(() => {
    tasks.restore();
  });

  it('starts one product per task, in order, and is done once all are', async () => {
    const { log, ui, ProductSet } = fakeClasses();
    renderProductsInTurn(ui);
    renderProductsInTurn(ui); // a second shop's UI: the classes are patched once

    let done = false;
    void new ProductSet().renderProducts(['a', 'b', 'c']).then(() => {
      done = true;
    });
    expect(log).toEqual(['all started']);

    await tasks.next();
    expect(log).toEqual(['all started', 'init a']);
    await tasks.next();
    expect(log).toEqual(['all started', 'init a', 'init b']);
    expect(done).toBe(false);
    await tasks.next();
    await tasks.all();
    expect(log).toEqual(['all started', 'init a', 'init b', 'init c', 'all done']);
    expect(done).toBe(true);
  });

  it('goes on past a product that fails, and fails like the library would', async () => {
    const { log, ui, ProductSet } = fakeClasses();
    renderProductsInTurn(ui);
    const set = new ProductSet();
    const rendered = set.renderProducts(['a', 'broken', 'c']);
    // The stand-in passes its name as the product's data; `broken` rejects.
    const outcome = rendered.catch((error: unknown) => error);
    await tasks.all();
    expect(log.filter((entry) => entry.startsWith('init'))).toEqual([
      'init a',
      'init broken',
      'init c',
    ]);
    expect(await outcome).toBeInstanceOf(Error);
  });

  it('leaves products started elsewhere (a modal’s) as they are', () => {
    const { log, ui, Product } = fakeClasses();
    renderProductsInTurn(ui);
    void new Product('modal').init();
    expect(log).toEqual(['init modal']);
  });

  it('keeps each set’s products in its own line', async () => {
    const { log, ui, ProductSet } = fakeClasses();
    renderProductsInTurn(ui);
    void new ProductSet().renderProducts(['a1', 'a2']);
    void new ProductSet().renderProducts(['b1', 'b2']);
    await tasks.next();
    await tasks.next();
    // The first product of each set, then the second of each.
    expect(log.filter((entry) => entry.startsWith('init'))).toEqual(['init a1', 'init b1']);
    await tasks.all();
    expect(log.filter((entry) => entry.startsWith('init'))).toEqual([
      'init a1',
      'init b1',
      'init a2',
      'init b2',
    ]);
  });
});

describe('a cart or grid drawing its data', () => {
  let tasks: ReturnType<typeof manualTasks>;
  beforeEach(() => {
    tasks = manualTasks();
  });
  afterEach(() => {
    tasks.restore();
  });

  it('draws it in a task after the one that had it', async () => {
    const { ui, Cart, ProductSet, Product } = fakeClasses();
    drawInTaskOfItsOwn(ui);
    drawInTaskOfItsOwn(ui); // patched once

    for (const component of [new Cart(), new ProductSet()]) {
      let model: unknown;
      void component.setupModel('data').then((value) => {
        model = value;
      });
      await Promise.resolve();
      await Promise.resolve();
      expect(model).toBeUndefined();
      await tasks.all();
      expect(model).toBe('data');
    }

    // A product (started in a task of its own already) is not held back.
    let productModel: unknown;
    void new Product('a').setupModel('product data').then((value) => {
      productModel = value;
    });
    await Promise.resolve();
    expect(productModel).toBe('product data');
  });
});

describe('the “Next page” button after a page', () => {
  /** A product set shaped like the library's, whose own `showPagination` fetches the next page. */
  function paginatedSet(lastHasNextPage: unknown) {
    const fetchNextPage = vi.fn(async () => ({ model: ['next product'] }));
    const renderChild = vi.fn();
    const resize = vi.fn();
    const setClass = class {
      model = { products: [{}, { hasNextPage: lastHasNextPage }] };
      nextModel: { products: unknown[] } = { products: [] };
      classes = { productSet: { paginationButton: 'shopify-buy__btn--next' } };
      paginationTemplate = 'template';
      view = { renderChild, resize };
      showPagination() {
        return fetchNextPage().then((data) => {
          this.nextModel = { products: data.model };
          this.view.renderChild(this.classes.productSet.paginationButton, this.paginationTemplate);
          this.view.resize();
        });
      }
    };
    const ui = { componentTypes: { collection: setClass } } as unknown as BuyButtonUI;
    skipFetchAfterLastPage(ui);
    skipFetchAfterLastPage(ui); // patched once
    return { set: new setClass(), fetchNextPage, renderChild, resize };
  }

  it('is drawn without fetching when the page’s last product says there is no next page', async () => {
    // shopify-buy hands the connection's `hasNextPage` over as is, or as a scalar wrapping it.
    for (const last of [false, { valueOf: () => false }]) {
      const { set, fetchNextPage, renderChild, resize } = paginatedSet(last);
      set.nextModel = { products: ['stale'] };
      await set.showPagination();
      expect(fetchNextPage).not.toHaveBeenCalled();
      expect(set.nextModel).toEqual({ products: [] });
      expect(renderChild).toHaveBeenCalledWith('shopify-buy__btn--next', 'template');
      expect(resize).toHaveBeenCalled();
    }
  });

  it('fetches the next page as the library does when there is one, or when it is not known', async () => {
    for (const last of [true, { valueOf: () => true }, undefined]) {
      const { set, fetchNextPage } = paginatedSet(last);
      await set.showPagination();
      expect(fetchNextPage).toHaveBeenCalledOnce();
      expect(set.nextModel).toEqual({ products: ['next product'] });
    }
  });
});

describe('the real library', () => {
  it('still has what these changes hook into', async () => {
    const { default: library } = (await import('@shopify/buy-button-js')) as unknown as {
      default: BuyButtonLibrary;
    };
    const ui = library.UI.init(
      library.buildClient({ domain: 'tasks-demo.myshopify.com', storefrontAccessToken: 'token' }),
    );
    const setPrototype = ui.componentTypes?.collection?.prototype as Record<string, unknown>;
    const productPrototype = ui.componentTypes?.product?.prototype as Record<string, unknown>;
    const renderProducts = setPrototype.renderProducts;
    const init = productPrototype.init;
    expect(renderProducts).toBeTypeOf('function');
    expect(init).toBeTypeOf('function');
    renderProductsInTurn(ui);
    expect(setPrototype.renderProducts).not.toBe(renderProducts);
    expect(productPrototype.init).not.toBe(init);

    let base = ui.componentTypes?.cart?.prototype as object | null;
    while (base && !Object.hasOwn(base, 'setupModel')) base = Object.getPrototypeOf(base);
    const setupModel = (base as Record<string, unknown> | null)?.setupModel;
    expect(setupModel).toBeTypeOf('function');
    drawInTaskOfItsOwn(ui);
    expect((base as Record<string, unknown>).setupModel).not.toBe(setupModel);

    const showPagination = setPrototype.showPagination;
    expect(showPagination).toBeTypeOf('function');
    skipFetchAfterLastPage(ui);
    expect(setPrototype.showPagination).not.toBe(showPagination);
  });
});

// biome-ignore lint/suspicious/noTemplateCurlyInString: a Shopify money format, not a template literal
const moneyFormat = '${{amount}}';

describe('a grid’s cart', () => {
  it('is created in a task before the one that builds the grid, which does not wait for it', async () => {
    const order: string[] = [];
    let finishCart: (() => void) | undefined;
    const cart = { open: vi.fn() };
    const createCart = vi.fn(() => {
      order.push('cart');
      // A task queued now runs before the grid's task if the grid waits for a later one.
      setTimeout(() => order.push('next task'), 0);
      ui.components.cart.push(cart);
      // The cart's own start (a stored checkout to fetch) takes its time.
      return new Promise((resolve) => {
        finishCart = () => resolve(cart);
      });
    });
    const ui = {
      components: { collection: [] as BuyButtonComponent[], cart: [] as unknown[] },
      createCart,
      createComponent: vi.fn(async (_type: 'collection', config: BuyButtonComponentConfig) => {
        order.push(ui.components.cart.length ? 'grid, cart present' : 'grid, no cart');
        return { node: config.node, destroy: vi.fn() } as BuyButtonComponent;
      }),
    } as unknown as BuyButtonUI & { components: { cart: unknown[] } };
    const library = {
      buildClient: () => ({ config: { domain: 'd.myshopify.com', storefrontAccessToken: 't' } }),
      UI: { init: () => ui },
    } as unknown as BuyButtonLibrary;

    const node = document.createElement('div');
    document.body.append(node);
    const mounted = mountCollection({
      node,
      collection: { id: '1', domain: 'cart-first.myshopify.com', storefrontAccessToken: 't' },
      options: {},
      moneyFormat,
      compact: false,
      loadLibrary: async () => library,
    });
    await mounted.ready;
    expect(order).toEqual(['cart', 'next task', 'grid, cart present']);
    expect(createCart).toHaveBeenCalledWith(expect.objectContaining({ moneyFormat }));
    finishCart?.();
    mounted.destroy();
  });
});
