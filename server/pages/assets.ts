/**
 * The build's hashed assets at `/assets/`, on every site's host: served with their
 * precompressed siblings, cached for good (the name changes with the content), no directory
 * listing, no dot files, nothing outside `client/assets`.
 */
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import type { SiteBuild } from './site-build.ts';

const ASSET_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000;

async function assets(
  app: FastifyInstance,
  options: { build: SiteBuild; buildDir: string },
): Promise<void> {
  await app.register(fastifyStatic, {
    root: options.build.assetsDir ?? options.buildDir,
    serve: options.build.assetsDir !== undefined,
    prefix: '/assets/',
    preCompressed: true,
    immutable: true,
    maxAge: ASSET_MAX_AGE_MS,
    index: false,
    dotfiles: 'ignore',
    redirect: false,
  });
}

/** Registered at the app's root (its `reply.sendFile` serves the sites' public files too). */
export const assetsPlugin = fastifyPlugin(assets, { name: 'assets', fastify: '5.x' });
