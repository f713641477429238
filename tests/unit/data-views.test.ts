/** The client build's data views: every view of the data package, given as its own values. */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { dataViews, viewSource } from '../../vite.config.ts';

const root = path.resolve(import.meta.dirname, '../..');

describe('the data views of the client build', () => {
  it('are every module of site-data/views', () => {
    const views = readdirSync(path.join(root, 'site-data/views'))
      .filter((file) => file.endsWith('.ts'))
      .map((file) => `site-data/views/${file}`);
    expect(Object.keys(dataViews).toSorted()).toEqual(views.toSorted());
  });

  it.each(Object.entries(dataViews))(
    '%s becomes a module with the same values',
    async (file, view) => {
      const module = await import(path.join(root, file));
      expect({ ...view }).toEqual({ ...module });
      const source = viewSource(view);
      const url = `data:text/javascript;base64,${Buffer.from(source).toString('base64')}`;
      expect({ ...(await import(/* @vite-ignore */ url)) }).toEqual({ ...module });
    },
  );
});
