/**
 * Product pictures as the storefront's CDN serves them: PNGs rendered from the drawings at the
 * width asked (query or file-name suffix), clamped to the original, with their headers; the
 * drawing threads' queue and the cache of rendered pictures stay bounded.
 */
import { inflateSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogues, workwearCatalogue } from '../src/catalogue/index.ts';
import { IMAGE_SIZE } from '../src/drawings/index.ts';
import { registerStorefront, type StorefrontPluginOptions } from '../src/fastify/index.ts';
import { PictureCache, PicturesBusyError, Rasteriser } from '../src/fastify/pictures.ts';

const vest = `/storefront/${workwearCatalogue.domain}/images/class-2-hi-vis-mesh-safety-vest--hi-vis-orange`;
const bomber = `/storefront/${workwearCatalogue.domain}/images/class-3-hi-vis-bomber-jacket--hi-vis-yellow`;

interface Pixels {
  width: number;
  height: number;
  /** The colour at (x, y): red, green, blue. */
  at: (x: number, y: number) => [number, number, number];
}

/** Decodes an 8-bit, non-interlaced RGB or RGBA PNG (what resvg writes). */
function decodePng(png: Buffer): Pixels {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]));
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  const channels = { 2: 3, 6: 4 }[png[25] as number];
  expect(png[24], 'bit depth').toBe(8);
  expect(channels, 'colour type').toBeDefined();
  const data: Buffer[] = [];
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    if (png.toString('latin1', at + 4, at + 8) === 'IDAT') {
      data.push(png.subarray(at + 8, at + 8 + length));
    }
    at += length + 12;
  }
  const raw = inflateSync(Buffer.concat(data));
  const step = channels as number;
  const stride = width * step;
  const pixels = Buffer.alloc(height * stride);
  for (let y = 0; y < height; y += 1) {
    const filter = raw[y * (stride + 1)];
    for (let x = 0; x < stride; x += 1) {
      const value = raw[y * (stride + 1) + 1 + x] as number;
      const left = x >= step ? (pixels[y * stride + x - step] as number) : 0;
      const up = y > 0 ? (pixels[(y - 1) * stride + x] as number) : 0;
      const upLeft = x >= step && y > 0 ? (pixels[(y - 1) * stride + x - step] as number) : 0;
      const guess = left + up - upLeft;
      const [a, b, c] = [Math.abs(guess - left), Math.abs(guess - up), Math.abs(guess - upLeft)];
      const paeth = a <= b && a <= c ? left : b <= c ? up : upLeft;
      const predictor = [0, left, up, (left + up) >> 1, paeth][filter as number] as number;
      pixels[y * stride + x] = (value + predictor) & 0xff;
    }
  }
  const at = (x: number, y: number): [number, number, number] => {
    const offset = y * stride + x * step;
    return [pixels[offset], pixels[offset + 1], pixels[offset + 2]] as [number, number, number];
  };
  return { width, height, at };
}

/** A PNG's width, from its header. */
const widthOf = (png: Buffer) =>
  png.subarray(12, 16).toString('latin1') === 'IHDR' ? png.readUInt32BE(16) : 0;

const hex = (colour: string) =>
  [1, 3, 5].map((offset) => Number.parseInt(colour.slice(offset, offset + 2), 16));
const near = (pixel: readonly number[], colour: readonly number[]) =>
  pixel.every((value, index) => Math.abs(value - (colour[index] as number)) <= 6);

async function simulator(pictures?: StorefrontPluginOptions['pictures']) {
  const app = Fastify();
  await registerStorefront(app, { catalogues, ...(pictures ? { pictures } : {}) });
  await app.ready();
  return app;
}

describe('product pictures', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await simulator();
  });
  afterAll(() => app.close());
  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });

  it('answer a picture asked at 400 px with a PNG 400 px square of the drawing', async () => {
    const answer = await get(`${vest}.png?width=400`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('image/png');
    expect(answer.headers['cache-control']).toBe('public, max-age=86400');
    expect(answer.headers['access-control-allow-origin']).toBe('*');
    expect(answer.headers.etag).toMatch(/^"[\w-]{27}"$/);
    const picture = decodePng(answer.rawPayload);
    expect([picture.width, picture.height]).toEqual([400, 400]);
    // The drawing: its light backdrop in the corners, the vest in its hi-vis orange.
    expect(near(picture.at(2, 2), hex('#f3f4f6'))).toBe(true);
    expect(near(picture.at(397, 397), hex('#f3f4f6'))).toBe(true);
    let orange = 0;
    for (let y = 0; y < 400; y += 4) {
      for (let x = 0; x < 400; x += 4) if (near(picture.at(x, y), hex('#ff6a13'))) orange += 1;
    }
    expect(orange / (100 * 100)).toBeGreaterThan(0.1);
  });

  it('honour the file name’s size suffix, alone or with the query (the smaller side wins)', async () => {
    for (const [asked, width] of [
      ['_400x600.png', 400],
      ['_600x400.png', 400],
      ['_400x.png', 400],
      ['_x400.png', 400],
      ['_400x600.png?width=300', 300],
      ['_300x300.png?width=500&height=700', 300],
    ] as const) {
      const answer = await get(`${vest}${asked}`);
      expect(answer.statusCode, asked).toBe(200);
      expect(answer.headers['content-type'], asked).toBe('image/png');
      expect(widthOf(answer.rawPayload), asked).toBe(width);
    }
    for (const missing of ['_400x600.svg', '_x.png', '_400X400.png', '-nope_400x400.png']) {
      expect((await get(`${vest}${missing}`)).statusCode, missing).toBe(404);
    }
  });

  it('grow in bytes with the width asked', async () => {
    for (const picture of [vest, bomber]) {
      const sizes: number[] = [];
      for (const width of [64, 192, 512, 1024]) {
        sizes.push((await get(`${picture}.png?width=${width}`)).rawPayload.length);
      }
      expect(sizes, picture).toEqual([...sizes].sort((a, b) => a - b));
      expect(new Set(sizes).size).toBe(sizes.length);
      expect(sizes[3], picture).toBeGreaterThan((sizes[0] as number) * 4);
    }
  });

  it('are the original (2048 px) when no size is asked, and never wider', {
    timeout: 60_000,
  }, async () => {
    const original = await get(`${bomber}.png`);
    expect(IMAGE_SIZE).toBe(2048);
    expect(widthOf(original.rawPayload)).toBe(IMAGE_SIZE);
    for (const asked of [
      '.png?width=4000',
      '.png?height=5760&width=3000',
      '_5000x5000.png',
      '.png?width=0',
      '.png?width=99999',
      '.png?width=abc',
      '.png?width=12.5',
    ]) {
      const answer = await get(`${bomber}${asked}`);
      expect(answer.statusCode, asked).toBe(200);
      expect(widthOf(answer.rawPayload), asked).toBe(IMAGE_SIZE);
      expect(answer.headers.etag, asked).toBe(original.headers.etag);
    }
    expect(decodePng((await get(`${bomber}.png?width=1`)).rawPayload).height).toBe(1);
  });

  it('answer a request that has the picture 304, by its ETag', async () => {
    const first = await get(`${vest}.png?width=128`);
    const etag = String(first.headers.etag);
    const again = await get(`${vest}.png?width=128`, { 'if-none-match': `"other", ${etag}` });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe('public, max-age=86400');
    const other = await get(`${vest}.png?width=192`, { 'if-none-match': etag });
    expect(other.statusCode).toBe(200);
    expect(other.headers.etag).not.toBe(etag);
  });

  it('answer 404 for an unknown shop or picture, without drawing anything', async () => {
    for (const url of [
      `/storefront/nope.myshopify.com/images/class-2-hi-vis-mesh-safety-vest--hi-vis-orange.png`,
      `${vest}-nope.png`,
      `${vest}.jpg`,
      `${vest}`,
    ]) {
      const answer = await get(url);
      expect(answer.statusCode, url).toBe(404);
      expect(answer.headers['cache-control'], url).toBe('no-store');
    }
  });
});

describe('the drawing threads', () => {
  const svg = (width: number) =>
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${width}"><rect width="${width}" height="${width}" fill="#ff6a13"/></svg>`;

  it('refuse work beyond their queue, and draw what they took', async () => {
    const rasteriser = new Rasteriser({ threads: 1, maxQueued: 1 });
    try {
      const drawing = rasteriser.render(svg(300));
      const waiting = rasteriser.render(svg(200));
      await expect(rasteriser.render(svg(100))).rejects.toBeInstanceOf(PicturesBusyError);
      expect(decodePng(await drawing).width).toBe(300);
      expect(decodePng(await waiting).width).toBe(200);
      expect(decodePng(await rasteriser.render(svg(100))).width).toBe(100);
    } finally {
      await rasteriser.close();
    }
  });

  it('fail a picture they cannot draw, and go on drawing', async () => {
    const rasteriser = new Rasteriser({ threads: 1, maxQueued: 4 });
    try {
      await expect(rasteriser.render('<svg')).rejects.toThrow(/could not be drawn/);
      expect(decodePng(await rasteriser.render(svg(50))).at(10, 10)).toEqual(hex('#ff6a13'));
    } finally {
      await rasteriser.close();
    }
  });

  it('make the route answer 503 with Retry-After while every thread is taken', async () => {
    const app = await simulator({ threads: 1, maxQueued: 0 });
    try {
      const answers = await Promise.all(
        [64, 65, 66].map((width) =>
          app.inject({ method: 'GET', url: `${vest}.png?width=${width}` }),
        ),
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 503, 503]);
      const busy = answers.find((answer) => answer.statusCode === 503);
      expect(busy?.headers['retry-after']).toBe('1');
      expect(busy?.headers['cache-control']).toBe('no-store');
      const later = await app.inject({ method: 'GET', url: `${vest}.png?width=67` });
      expect(later.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe('the cache of rendered pictures', () => {
  const bytes = (length: number) => Promise.resolve(Buffer.alloc(length, length));

  it('keeps at most its number of pictures, dropping the least recently used', async () => {
    const cache = new PictureCache({ maxPictures: 2, maxBytes: 1024 });
    const rendered: string[] = [];
    const get = (key: string) =>
      cache.get(key, () => {
        rendered.push(key);
        return bytes(4);
      });
    await get('a');
    await get('b');
    await get('a');
    await get('c');
    expect(cache.size).toBe(2);
    await get('a');
    await get('b');
    expect(rendered).toEqual(['a', 'b', 'c', 'b']);
  });

  it('keeps at most its bytes', async () => {
    const cache = new PictureCache({ maxPictures: 100, maxBytes: 10 });
    for (const key of ['a', 'b', 'c', 'd']) await cache.get(key, () => bytes(4));
    expect(cache.size).toBe(2);
    expect(cache.bytes).toBe(8);
    await cache.get('large', () => bytes(11));
    expect(cache.bytes).toBeLessThanOrEqual(10);
  });

  it('renders a picture asked twice at once only once, and keeps no failure', async () => {
    const cache = new PictureCache({ maxPictures: 4, maxBytes: 1024 });
    let renders = 0;
    const render = () => {
      renders += 1;
      return bytes(4);
    };
    const [first, second] = await Promise.all([cache.get('a', render), cache.get('a', render)]);
    expect(renders).toBe(1);
    expect(second).toBe(first);
    await expect(cache.get('b', () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    await cache.get('b', render);
    expect(renders).toBe(2);
    expect(cache.get('unknown', () => undefined)).toBeUndefined();
  });
});
