/**
 * Reading a form post, whatever its encoding (multipart, urlencoded or JSON), into each posted
 * name with every value sent under it: text only, within the body limit, no files.
 */
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../shared/http-errors.ts';

/** Largest accepted form body, in bytes, whatever its encoding. */
export const FORM_BODY_LIMIT = 64 * 1024;

type Posted = Record<string, string[]>;

/** A map of field names with no prototype, so no name (`__proto__`, …) is special. */
const emptyPosted = (): Posted => Object.create(null) as Posted;

function add(posted: Posted, name: string, value: string): void {
  if (Object.hasOwn(posted, name)) posted[name]?.push(value);
  else posted[name] = [value];
}

function fromObject(body: unknown): Posted {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new HttpError(400, 'The body must be an object of form fields.');
  }
  const posted = emptyPosted();
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(body)) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (typeof item === 'string') add(posted, name, item);
      else if (typeof item === 'number' && Number.isFinite(item)) add(posted, name, String(item));
      else if (item !== null) fields[name] = 'Send text.';
    }
  }
  if (Object.keys(fields).length > 0)
    throw new HttpError(400, 'Some fields are malformed.', fields);
  return posted;
}

async function fromMultipart(request: FastifyRequest): Promise<Posted> {
  if (Number(request.headers['content-length']) > FORM_BODY_LIMIT) {
    throw new HttpError(413, 'The request body is too large.');
  }
  const posted = emptyPosted();
  let size = 0;
  try {
    const parts = request.parts({
      limits: {
        fieldNameSize: 100,
        fieldSize: FORM_BODY_LIMIT,
        fields: 64,
        files: 0,
        parts: 64,
        headerPairs: 16,
      },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        part.file.resume();
        throw new HttpError(400, 'File uploads are not accepted.');
      }
      if (typeof part.value !== 'string') throw new HttpError(400, 'Send text fields only.');
      if (part.valueTruncated || part.fieldnameTruncated) {
        throw new HttpError(413, 'The request body is too large.');
      }
      size += Buffer.byteLength(part.fieldname) + Buffer.byteLength(part.value);
      if (size > FORM_BODY_LIMIT) throw new HttpError(413, 'The request body is too large.');
      add(posted, part.fieldname, part.value);
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_FILES_LIMIT') throw new HttpError(400, 'File uploads are not accepted.');
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw new HttpError(413, 'The request body is too large.');
    }
    throw new HttpError(400, 'The multipart body is malformed.');
  }
  return posted;
}

/** What each request posted, once read: a refused native post's page shows it again. */
const postedBy = new WeakMap<FastifyRequest, Posted>();

/** What a request posted, when its route read it with `readPosted`. */
export function readPostedOf(request: FastifyRequest): Readonly<Posted> | undefined {
  return postedBy.get(request);
}

/** Keeps what a route read its own way (a bulk order, with its file) as the request's post. */
export function rememberPosted(request: FastifyRequest, posted: Posted): void {
  postedBy.set(request, posted);
}

function read(request: FastifyRequest): Promise<Posted> | Posted {
  const type = (request.headers['content-type'] ?? '').split(';', 1)[0]?.trim().toLowerCase();
  switch (type) {
    case 'multipart/form-data':
      return fromMultipart(request);
    case 'application/x-www-form-urlencoded':
    case 'application/json':
      return fromObject(request.body);
    default:
      throw new HttpError(415, 'Send the form as multipart/form-data, urlencoded or JSON.');
  }
}

/** The posted fields, each name with every value sent under it. */
export async function readPosted(request: FastifyRequest): Promise<Posted> {
  const posted = await read(request);
  postedBy.set(request, posted);
  return posted;
}
