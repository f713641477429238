/**
 * The types of the Buy Button library as the grid uses it (its client, UI, components and cart):
 * a leaf module, so the grid's parts share them without importing each other.
 */
import type { BuyButtonOptions } from './options';

/** shopify-buy's collection resource: the library fetches a grid's first page through it. */
export interface BuyButtonCollectionResource {
  fetchWithProducts: (id: string, options?: { productsFirst?: number }) => Promise<unknown>;
}

/** The storefront client shopify-buy builds; its config and collection resource are used here. */
export interface BuyButtonClient {
  config: { domain: string; storefrontAccessToken: string };
  collection?: BuyButtonCollectionResource;
}

export interface BuyButtonClientConfig {
  domain: string;
  storefrontAccessToken: string;
  source?: string;
}

/** shopify-buy's `buildClient`: the optional second argument replaces its network fetch. */
export type BuildClient = (
  config: BuyButtonClientConfig,
  fetchFunction?: (url: string, init: RequestInit) => Promise<Response>,
) => BuyButtonClient;

/** A Buy Button component as created by `ui.createComponent`. */
export interface BuyButtonComponent {
  node: HTMLElement;
  destroy: () => void;
  model?: { products?: unknown[] };
  view?: {
    wrapper?: HTMLElement | null;
    iframe?: { el: HTMLIFrameElement } | null;
    resize?: () => void;
    resizeCompleted?: boolean;
  };
}

export interface BuyButtonComponentConfig {
  id?: string;
  /** A collection's storefront id, or the product ids of a product set. */
  storefrontId?: string | string[];
  node: HTMLElement;
  moneyFormat: string;
  options: BuyButtonOptions;
}

/** The library's cart: one per UI, shared by all its products. */
export interface BuyButtonCart {
  model?: unknown;
  open: () => void;
  /** Adds a variant (by storefront id) and, unless told not to, opens the cart. */
  addVariantToCart?: (variant: { id: string }, quantity?: number, openCart?: boolean) => unknown;
}

export interface BuyButtonCartConfig {
  moneyFormat: string;
  options: BuyButtonOptions;
  /** The cart's toggles; none when empty, the library's floating tab when absent. */
  toggles?: { node: HTMLElement }[];
}

/** The UI the library keeps per shop: it owns the shared cart, cart toggle and modal. */
export interface BuyButtonUI {
  createComponent: (
    type: 'collection',
    config: BuyButtonComponentConfig,
  ) => Promise<BuyButtonComponent | undefined>;
  /** Creates the shop's cart, or resolves to the one it has. */
  createCart?: (config: BuyButtonCartConfig) => Promise<BuyButtonCart>;
  /** The element that gets the focus back when the cart closes. */
  setActiveEl?: (element: HTMLElement) => void;
  /** Closes the product dialog, when open. */
  closeModal?: () => void;
  components: { collection: BuyButtonComponent[]; cart?: BuyButtonCart[] };
  /** The component classes the UI creates (the library's own; absent in stand-ins). */
  componentTypes?: Record<string, { prototype: object }>;
}

export interface BuyButtonIntegrations {
  errorReporter?: { notifyException: (error: unknown) => void };
}

/** The part of the library's default export (`ShopifyBuy`) the grid uses. */
export interface BuyButtonLibrary {
  buildClient: BuildClient;
  UI: { init: (client: BuyButtonClient, integrations?: BuyButtonIntegrations) => BuyButtonUI };
}

/** What a `loadLibrary` function may resolve to: the library or a module whose default it is. */
export type BuyButtonModule = BuyButtonLibrary | { default: BuyButtonLibrary };

export interface ShopIdentity {
  domain: string;
  storefrontAccessToken: string;
}
