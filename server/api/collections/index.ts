import type { FastifyInstance } from 'fastify';
import type { CollectionRecord } from '../../../sites/shared/types.ts';
import type { Database } from '../../db/database.ts';
import { HttpError } from '../../shared/http-errors.ts';

const storePattern = /^[a-z0-9-]{1,64}$/;
const collectionIdPattern = /^\d{1,20}$/;

const columns = `collection_id, collection_name, collection_store, collection_node,
  collection_domain, collection_token, collection_link`;

function toRecord(row: Record<string, unknown>): CollectionRecord {
  return {
    collection_id: String(row.collection_id),
    collection_name: String(row.collection_name),
    collection_store: String(row.collection_store),
    collection_node: String(row.collection_node),
    collection_domain: String(row.collection_domain),
    collection_token: String(row.collection_token),
    collection_link: String(row.collection_link),
  };
}

/** `GET /collections?store=<store>[&collectionId=<id>]`: the store's collection records. */
export async function collectionRoutes(
  app: FastifyInstance,
  options: { db: Database },
): Promise<void> {
  const { db } = options;

  app.get('/collections', async (request) => {
    const query = request.query as Record<string, unknown>;
    const { store, collectionId } = query;
    const fields: Record<string, string> = {};
    if (typeof store !== 'string' || !storePattern.test(store)) {
      fields.store = 'Send one store name of lower-case letters, digits and hyphens.';
    }
    if (
      collectionId !== undefined &&
      (typeof collectionId !== 'string' || !collectionIdPattern.test(collectionId))
    ) {
      fields.collectionId = 'Send one numeric collection id.';
    }
    if (Object.keys(fields).length > 0) throw new HttpError(400, 'Invalid query.', fields);
    const rows =
      collectionId === undefined
        ? await db.all(
            `SELECT ${columns} FROM collections WHERE collection_store = ? ORDER BY position`,
            [store as string],
          )
        : await db.all(
            `SELECT ${columns} FROM collections WHERE collection_store = ? AND collection_id = ?`,
            [store as string, collectionId as string],
          );
    return rows.map(toRecord);
  });
}
