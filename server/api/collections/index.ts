/**
 * `GET /collections?store=<store>[&collectionId=<id>]`: the store's collection records, in the
 * shop's order, or the one asked for.
 */
import {
  type FastifyPluginAsyncTypebox,
  TypeBoxValidatorCompiler,
} from '@fastify/type-provider-typebox';
import {
  type CollectionRecord,
  CollectionRecords,
  CollectionsQuery,
} from '@zcomm/site-data/api/collections';
import { apiErrors } from '@zcomm/site-data/api/errors';
import { HttpError } from '../../shared/http-errors.ts';
import { messageOf, propertyOf } from '../../shared/schema-errors.ts';

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

/** Every parameter that needs attention, in the query schema's order, with its message. */
function invalidQuery(failures: Parameters<typeof messageOf>[1][]): HttpError {
  const fields: Record<string, string> = {};
  for (const name of Object.keys(CollectionsQuery.properties)) {
    const failure = failures.find((candidate) => propertyOf(candidate) === name);
    const message = failure && messageOf(CollectionsQuery, failure);
    if (message) fields[name] = message;
  }
  return new HttpError(400, 'Invalid query.', fields);
}

export const collectionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.setValidatorCompiler(TypeBoxValidatorCompiler);
  const { db } = app;

  app.get(
    '/collections',
    {
      schema: {
        querystring: CollectionsQuery,
        response: { 200: CollectionRecords, ...apiErrors },
      },
      schemaErrorFormatter: invalidQuery,
    },
    async (request) => {
      const { store, collectionId } = request.query;
      const rows =
        collectionId === undefined
          ? await db.all(
              `SELECT ${columns} FROM collections WHERE collection_store = ? ORDER BY position`,
              [store],
            )
          : await db.all(
              `SELECT ${columns} FROM collections WHERE collection_store = ? AND collection_id = ?`,
              [store, collectionId],
            );
      return rows.map(toRecord);
    },
  );
};
