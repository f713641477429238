/**
 * Scanning an upload with ClamAV's daemon over its local socket (`CLAMD_SOCKET`): the file is
 * streamed with the INSTREAM command (`zINSTREAM\0`, then chunks each led by its length as four
 * bytes, big-endian, and a zero length to end) and clamd answers `stream: OK`,
 * `stream: <signature> FOUND` or an error. No client library: the protocol is these few bytes.
 */
import { createReadStream } from 'node:fs';
import { createConnection } from 'node:net';

/** What a scan found. */
export type ScanResult = { clean: true } | { clean: false; signature: string };

/** The largest chunk sent at once (clamd's StreamMaxLength bounds the whole stream). */
const CHUNK_BYTES = 64 * 1024;

/** Scans a file with the clamd listening on `socketPath`; rejects when clamd cannot answer. */
export function scanWithClamd(
  socketPath: string,
  filePath: string,
  timeoutMs = 30_000,
): Promise<ScanResult> {
  return new Promise((resolve, reject) => {
    const socket = createConnection({ path: socketPath });
    const chunks: Buffer[] = [];
    let settled = false;
    const finish = (error: Error | undefined, result?: ScanResult) => {
      if (settled) return;
      settled = true;
      socket.destroy();
      if (error) reject(error);
      else if (result) resolve(result);
    };
    socket.setTimeout(timeoutMs, () =>
      finish(new Error(`clamd did not answer within ${timeoutMs} ms`)),
    );
    socket.on('error', (error) => finish(new Error(`clamd at ${socketPath}: ${error.message}`)));
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      const answer = Buffer.concat(chunks);
      const end = answer.indexOf(0);
      if (end === -1) return;
      const text = answer.subarray(0, end).toString('utf8').trim();
      const found = text.match(/^stream: (.+) FOUND$/);
      if (text === 'stream: OK') finish(undefined, { clean: true });
      else if (found) finish(undefined, { clean: false, signature: found[1] ?? 'unknown' });
      else finish(new Error(`clamd answered: ${text}`));
    });
    socket.on('end', () => finish(new Error('clamd closed the connection without an answer')));
    socket.on('connect', async () => {
      try {
        socket.write('zINSTREAM\0');
        for await (const data of createReadStream(filePath, { highWaterMark: CHUNK_BYTES })) {
          const length = Buffer.alloc(4);
          length.writeUInt32BE((data as Buffer).length);
          if (!socket.write(Buffer.concat([length, data as Buffer]))) {
            await new Promise((drained) => socket.once('drain', drained));
          }
        }
        socket.write(Buffer.alloc(4));
      } catch (error) {
        finish(error as Error);
      }
    });
  });
}
