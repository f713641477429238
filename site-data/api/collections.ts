/**
 * The collections API's schemas: the query (a store, optionally one collection) and the
 * collection record (SPEC §3) the client reads: the server's route schema, the client's type.
 */
import { type Static, Type } from 'typebox';

/** A collection record as the API returns it (SPEC §3). */
export const CollectionRecord = Type.Object({
  collection_id: Type.String(),
  collection_name: Type.String(),
  collection_store: Type.String(),
  collection_node: Type.String(),
  collection_domain: Type.String(),
  collection_token: Type.String(),
  collection_link: Type.String(),
});
export type CollectionRecord = Static<typeof CollectionRecord>;

/** `?store=<store>[&collectionId=<id>]`; other parameters are ignored. */
export const CollectionsQuery = Type.Object({
  store: Type.String({
    pattern: '^[a-z0-9-]{1,64}$',
    errorMessage: 'Send one store name of lower-case letters, digits and hyphens.',
  }),
  collectionId: Type.Optional(
    Type.String({ pattern: '^\\d{1,20}$', errorMessage: 'Send one numeric collection id.' }),
  ),
});
export type CollectionsQuery = Static<typeof CollectionsQuery>;

export const CollectionRecords = Type.Array(CollectionRecord);
