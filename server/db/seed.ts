/**
 * The reference data every database holds: the shops' collection records (refreshed at every
 * start), and the local demo's account (created by the local demo only).
 */
import { demoStorefrontToken, shops } from '@zcomm/site-data/shops';
import type { StorefrontSettings } from '../shared/real-storefronts.ts';
import type { Database } from './database.ts';

/** The local demo's account (`LOCAL_DEMO=1`); no other start creates it. */
export const DEMO_USER = { email: 'demo@zcomm.example', name: 'Demo User' } as const;
/** The demo account's published password: a production start refuses any account that has it. */
export const DEFAULT_DEMO_PASSWORD = 'demo-password-2025';

/**
 * Writes the collection records of both shops from the shared shop catalogue: reference
 * data, refreshed on every start so ids always match the sites and the simulator. A store
 * with a configured real storefront gets its domain and token instead of the demo ones.
 */
export async function seedCollections(
  db: Database,
  storefronts: StorefrontSettings = {},
): Promise<void> {
  const upsert = `
    INSERT INTO collections (collection_store, collection_id, collection_name, collection_node,
      collection_domain, collection_token, collection_link, position)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?)
    ON CONFLICT (collection_store, collection_id) DO UPDATE SET
      collection_name = excluded.collection_name,
      collection_node = excluded.collection_node,
      collection_domain = excluded.collection_domain,
      collection_token = excluded.collection_token,
      collection_link = excluded.collection_link,
      position = excluded.position`;
  await db.transaction(async (tx) => {
    for (const shop of shops) {
      const real = Object.hasOwn(storefronts, shop.store) ? storefronts[shop.store] : undefined;
      for (const [index, collection] of shop.collections.entries()) {
        await tx.run(upsert, [
          shop.store,
          collection.id,
          collection.name,
          `collection-component-${collection.id}`,
          real?.domain ?? shop.domain,
          real?.token ?? demoStorefrontToken(shop.store),
          collection.path,
          index,
        ]);
      }
    }
  });
}
