/**
 * The pictures' drawing thread: renders each `{ svg }` it is sent to a PNG with resvg and
 * answers `{ png }` (its bytes handed over, not copied) or `{ error }`, one at a time. A
 * 2048-pixel picture takes a few hundred milliseconds to render and encode, which would
 * otherwise hold up every other request of the process. The drawings hold no text, so no
 * system font is loaded.
 */
import { parentPort } from 'node:worker_threads';
import { Resvg } from '@resvg/resvg-js';

parentPort?.on('message', (message: { svg: string }) => {
  try {
    const rendered = new Resvg(message.svg, {
      font: { loadSystemFonts: false },
      logLevel: 'off',
    }).render();
    // A copy of our own, so its memory can be handed to the server's thread.
    const png = new Uint8Array(rendered.asPng());
    parentPort?.postMessage({ png }, [png.buffer]);
  } catch (error) {
    parentPort?.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
});
