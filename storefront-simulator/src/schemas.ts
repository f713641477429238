/**
 * The Storefront API schemas the project carries, one file per version in `schemas/`
 * (`<version>.json`, Shopify's introspection result): listed and built on demand. Node only
 * (it reads the folder): the drift check, the server's gateway and the tests use it; the
 * simulator's engine imports the pinned schema itself (`schema.ts`).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { buildClientSchema, type GraphQLSchema, type IntrospectionQuery } from 'graphql';

const folder = new URL('../schemas/', import.meta.url);
const VERSION_FILE = /^(\d{4}-\d{2})\.json$/;
const built = new Map<string, GraphQLSchema>();

/** The versions carried, oldest first. */
export function carriedStorefrontVersions(): string[] {
  return readdirSync(folder)
    .flatMap((file) => VERSION_FILE.exec(file)?.[1] ?? [])
    .toSorted();
}

/** The schema of a carried version (built once); throws for a version not carried. */
export function storefrontSchemaOf(version: string): GraphQLSchema {
  const cached = built.get(version);
  if (cached) return cached;
  if (!carriedStorefrontVersions().includes(version)) {
    throw new Error(`No Storefront API schema is carried for ${version}.`);
  }
  const introspection = JSON.parse(
    readFileSync(new URL(`${version}.json`, folder), 'utf8'),
  ) as IntrospectionQuery;
  const schema = buildClientSchema(introspection);
  built.set(version, schema);
  return schema;
}
