/**
 * `POST /forms/bulk-order` on each shop's host: a bulk order, which becomes a lead of the shop's
 * bulk-order form. Multipart only: its lines (`line`, once a line, `<handle> <variant id>
 * <quantity>`, each variant checked against the shop's product data), the contract's fields
 * (company, contact name, e-mail, phone, note, the logo box) and its artwork in the file field
 * `artwork` (required with the logo box). The artwork is written under the data directory while
 * it arrives, checked by its content, and kept with the lead in one step; a refused post keeps
 * nothing (413 too large, 415 not a PNG, JPEG, SVG or PDF, 400 a field).
 */
import {
  ARTWORK_MAX_BYTES,
  BULK_ORDER_ARTWORK_FIELD,
  BULK_ORDER_LINE_FIELD,
  BULK_ORDER_LINES_DATA,
  BULK_ORDER_MAX_LINES,
  BULK_ORDER_MAX_PIECES,
  BULK_ORDER_MAX_QUANTITY,
  BULK_ORDER_PIECES_DATA,
  type BulkOrderLine,
  LOGO_WANTED,
  type StoredOrderLine,
} from '@zcomm/site-data/bulk-order';
import { type FormName, formAt, forms } from '@zcomm/site-data/forms';
import type { ProductPageData } from '@zcomm/site-data/product';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { retryWhileBusy } from '../../db/busy.ts';
import type { RateLimitSetting } from '../../http/rate-limits.ts';
import {
  defaultIntake,
  IntakeRefusal,
  type IntakeSettings,
  insertSubmission,
  intakeClientKey,
} from '../../leads/intake.ts';
import { FORM_BODY_LIMIT, rememberPosted } from '../../leads/posted.ts';
import {
  caughtByHoneypot,
  caughtPost,
  type Posted,
  validateSubmission,
} from '../../leads/validation.ts';
import type { ProductLookup } from '../../products/lookup.ts';
import { isNativeFormPost } from '../../security/xsrf.ts';
import { HttpError } from '../../shared/http-errors.ts';
import type { ArtworkStore, ReceivedFile } from '../../uploads/artwork.ts';
import { scanUploads } from '../../uploads/scan.ts';

export interface BulkOrderRoutesOptions {
  rateLimit: RateLimitSetting;
  intake?: IntakeSettings | undefined;
  products: ProductLookup;
  artwork: ArtworkStore;
  /** clamd's socket (`CLAMD_SOCKET`): each artwork is held pending until it scans clean. */
  clamdSocket?: string | undefined;
}

/** Most different products in one order (each is read from the storefront). */
export const BULK_ORDER_MAX_PRODUCTS = 20;
const lineShape = /^([a-z0-9][a-z0-9-]{0,254}) (\S{1,200}) (\d{1,4})$/;

const tooLarge = () =>
  new HttpError(
    413,
    `The artwork is too large: send a file of at most ${ARTWORK_MAX_BYTES / 1024 / 1024} MB.`,
  );
const wrongType = () =>
  new HttpError(415, 'The artwork must be a PNG, JPEG, SVG or PDF file (checked by its content).');

/** A post read: its text fields, and its artwork written to disk (not kept yet), if any. */
interface ReadOrder {
  posted: Record<string, string[]>;
  artwork: ReceivedFile | undefined;
}

async function readOrder(request: FastifyRequest, store: ArtworkStore): Promise<ReadOrder> {
  const type = (request.headers['content-type'] ?? '').split(';', 1)[0]?.trim().toLowerCase();
  if (type !== 'multipart/form-data') {
    throw new HttpError(415, 'Send the bulk order as multipart/form-data.');
  }
  if (Number(request.headers['content-length']) > ARTWORK_MAX_BYTES + FORM_BODY_LIMIT)
    throw tooLarge();
  const posted = Object.create(null) as Record<string, string[]>;
  let artwork: ReceivedFile | undefined;
  let size = 0;
  try {
    const parts = request.parts({
      limits: {
        fieldNameSize: 100,
        fieldSize: FORM_BODY_LIMIT,
        fields: BULK_ORDER_MAX_LINES + 64,
        fileSize: ARTWORK_MAX_BYTES,
        files: 1,
        parts: BULK_ORDER_MAX_LINES + 65,
        headerPairs: 16,
      },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== BULK_ORDER_ARTWORK_FIELD) {
          part.file.resume();
          throw new HttpError(400, `Send the artwork in the field "${BULK_ORDER_ARTWORK_FIELD}".`);
        }
        const received = await store.receive(part.file, ARTWORK_MAX_BYTES, part.filename);
        // A form whose file input was left empty sends an empty part with no name.
        if (received.bytes === 0 && part.filename === '') await store.discard(received);
        else artwork = received;
        continue;
      }
      if (typeof part.value !== 'string' || part.valueTruncated || part.fieldnameTruncated) {
        throw new HttpError(413, 'The request body is too large.');
      }
      size += Buffer.byteLength(part.fieldname) + Buffer.byteLength(part.value);
      if (size > FORM_BODY_LIMIT) throw new HttpError(413, 'The request body is too large.');
      if (Object.hasOwn(posted, part.fieldname)) posted[part.fieldname]?.push(part.value);
      else posted[part.fieldname] = [part.value];
    }
  } catch (error) {
    if (artwork) await store.discard(artwork);
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (code === 'FST_FILES_LIMIT') throw new HttpError(400, 'Send one artwork file.');
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw new HttpError(413, 'The request body is too large.');
    }
    throw new HttpError(400, 'The multipart body is malformed.');
  }
  return { posted, artwork };
}

/** The posted lines, each checked for its shape and quantity; errors under `line`. */
function parseLines(values: readonly string[]): BulkOrderLine[] {
  const problem = (message: string) =>
    new HttpError(400, 'Some fields need attention.', { [BULK_ORDER_LINE_FIELD]: message });
  if (values.length === 0)
    throw problem('Add at least one line: a size and colour with a quantity.');
  if (values.length > BULK_ORDER_MAX_LINES) {
    throw problem(`Send at most ${BULK_ORDER_MAX_LINES} lines.`);
  }
  const lines = values.map((value, index) => {
    const match = value.trim().match(lineShape);
    if (!match) throw problem(`Line ${index + 1} is not "<product> <variant> <quantity>".`);
    const quantity = Number(match[3]);
    if (quantity < 1 || quantity > BULK_ORDER_MAX_QUANTITY) {
      throw problem(`Line ${index + 1}: order 1 to ${BULK_ORDER_MAX_QUANTITY} pieces.`);
    }
    return { handle: match[1] ?? '', variantId: match[2] ?? '', quantity };
  });
  if (new Set(lines.map((line) => line.variantId)).size !== lines.length) {
    throw problem('Send each size and colour once.');
  }
  const pieces = lines.reduce((sum, line) => sum + line.quantity, 0);
  if (pieces > BULK_ORDER_MAX_PIECES) {
    throw problem(
      `An order holds at most ${BULK_ORDER_MAX_PIECES} pieces: this one has ${pieces}.`,
    );
  }
  if (new Set(lines.map((line) => line.handle)).size > BULK_ORDER_MAX_PRODUCTS) {
    throw problem(`An order holds at most ${BULK_ORDER_MAX_PRODUCTS} different products.`);
  }
  return lines;
}

/** The lines with their product's and variant's names, each variant one of the shop's. */
async function knownLines(
  request: FastifyRequest,
  lines: readonly BulkOrderLine[],
  products: ProductLookup,
): Promise<StoredOrderLine[]> {
  const handles = [...new Set(lines.map((line) => line.handle))];
  const signal = AbortSignal.timeout(5_000);
  let found: Map<string, ProductPageData | null>;
  try {
    found = new Map(
      await Promise.all(
        handles.map(
          async (handle) =>
            [handle, await products(request.site ?? '', handle, signal, request.ip)] as const,
        ),
      ),
    );
  } catch (error) {
    request.log.warn({ err: error }, 'Bulk order: the storefront could not be read');
    throw new HttpError(
      503,
      'The shop’s products cannot be checked at the moment. Please try again shortly.',
    );
  }
  return lines.map((line, index) => {
    const product = found.get(line.handle);
    const variant = product?.variants.find((candidate) => candidate.id === line.variantId);
    if (!product || !variant) {
      throw new HttpError(400, 'Some fields need attention.', {
        [BULK_ORDER_LINE_FIELD]: `Line ${index + 1} is not a size and colour this shop sells.`,
      });
    }
    return { ...line, product: product.title, variant: variant.title };
  });
}

export const bulkOrderRoutes: FastifyPluginAsync<BulkOrderRoutesOptions> = async (app, options) => {
  const intake = options.intake ?? defaultIntake;
  const store = options.artwork;
  const scans = options.clamdSocket ? scanUploads(app, store, options.clamdSocket) : undefined;

  app.post(
    '/forms/bulk-order',
    { config: { rateLimit: options.rateLimit } },
    async (request: FastifyRequest, reply: FastifyReply) => {
      const form = request.site ? formAt(request.site, 'bulk-order') : undefined;
      if (!form) throw new HttpError(404, 'Not found.');
      const { posted, artwork } = await readOrder(request, store);
      rememberPosted(request, posted);
      try {
        return await accept(form, posted, artwork, request, reply);
      } catch (error) {
        if (artwork) await store.discard(artwork);
        throw error;
      }
    },
  );

  /** Checks a read order and stores it with its artwork; the caller discards it on a refusal. */
  async function accept(
    form: FormName,
    posted: Posted,
    artwork: ReceivedFile | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    if (caughtByHoneypot(posted)) {
      // Kept as spam, without its file, and answered like any other.
      const caught = caughtPost(form, posted);
      const outcome = await save(form, caught.data, undefined, undefined, true, request);
      return answer(form, outcome, request, reply);
    }
    const checked = validateSubmission(form, posted);
    const fields = checked.ok ? {} : { ...checked.fields };
    let lines: BulkOrderLine[] = [];
    try {
      lines = parseLines(posted[BULK_ORDER_LINE_FIELD] ?? []);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      Object.assign(fields, error.fields);
    }
    if (checked.ok && checked.data.logo === LOGO_WANTED && !artwork) {
      fields[BULK_ORDER_ARTWORK_FIELD] = 'Add your logo file, or untick “Add our logo”.';
    }
    if (Object.keys(fields).length > 0 || !checked.ok) {
      throw new HttpError(400, 'Some fields need attention.', fields);
    }
    if (artwork?.truncated) throw tooLarge();
    const type = artwork ? await store.typeOf(artwork) : undefined;
    if (artwork && !type) throw wrongType();
    const known = await knownLines(request, lines, options.products);
    const data = {
      ...checked.data,
      [BULK_ORDER_LINES_DATA]: JSON.stringify(known),
      [BULK_ORDER_PIECES_DATA]: String(known.reduce((sum, line) => sum + line.quantity, 0)),
    };
    const upload = artwork && type ? { file: artwork, type } : undefined;
    const outcome = await save(form, data, checked.idempotencyKey, upload, false, request);
    if (upload) {
      if (outcome.created) await store.keep(upload.file);
      else await store.discard(upload.file);
      if (outcome.created) scans?.scan(outcome.id, upload.file.storedName);
    }
    return answer(form, outcome, request, reply);
  }

  /** Stores the lead (and its artwork's record) under the intake's caps. */
  async function save(
    form: FormName,
    data: Record<string, string>,
    idempotencyKey: string | undefined,
    upload: { file: ReceivedFile; type: string } | undefined,
    spam: boolean,
    request: FastifyRequest,
  ) {
    const deliveries = request.server.deliveries;
    // Held while its artwork waits for the scan: notified once it is scanned.
    const held = upload !== undefined && scans !== undefined;
    try {
      const outcome = await retryWhileBusy(() =>
        insertSubmission(
          app.db,
          {
            form,
            site: forms[form].site,
            data,
            idempotencyKey,
            honeypot: spam,
            withIt: upload
              ? (tx, id, now) =>
                  tx
                    .run(
                      `INSERT INTO lead_uploads (id, submission_id, stored_name, file_name,
                       media_type, bytes, status, created_at)
                     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
                      [
                        crypto.randomUUID(),
                        id,
                        upload.file.storedName,
                        uploadName(upload.file),
                        upload.type,
                        upload.file.bytes,
                        held ? 'pending' : 'clean',
                        now,
                      ],
                    )
                    .then(() => undefined)
              : undefined,
          },
          held ? [] : deliveries.channels,
          { ...intake, client: intakeClientKey(request.ip), purge: false },
        ),
      );
      if (outcome.created && !spam && !held) deliveries.wake();
      return outcome;
    } catch (error) {
      if (!(error instanceof IntakeRefusal)) throw error;
      throw new HttpError(error.reason === 'quota' ? 507 : 429, error.message);
    }
  }
};

/** Control characters and path separators: removed from a file's name. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters removed
const unsafeInName = /[\u0000-\u001f\u007f-\u009f/\\]/g;

/** The name the buyer's file had, as text for staff only (never a path on this server). */
function uploadName(file: ReceivedFile): string {
  const name = file.fileName;
  const clean = name.replace(unsafeInName, '').trim().slice(0, 200);
  return clean === '' ? 'artwork' : clean;
}

/** Answers a stored order: a redirect to the thank-you for a native post, else its id. */
function answer(
  form: FormName,
  outcome: { id: string; created: boolean },
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (isNativeFormPost(request)) {
    const location = `${forms[form].sentLocation}&reference=${encodeURIComponent(outcome.id)}`;
    return reply.code(303).header('location', location).send();
  }
  return reply.code(outcome.created ? 201 : 200).send({ id: outcome.id });
}
