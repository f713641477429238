/**
 * `GET /submissions/:id/artwork`: a bulk order's artwork, for signed-in staff on the agency's
 * host only (the inbox's guard), always as a download (`Content-Disposition: attachment`,
 * `nosniff`, a sandboxing policy), never shown inline. Only a clean file: one waiting for its
 * virus scan is refused with 409, an infected one was erased (410).
 */
import { createReadStream } from 'node:fs';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { LeadParams } from '@zcomm/site-data/api/inbox';
import { HttpError } from '../../shared/http-errors.ts';
import type { ArtworkStore } from '../../uploads/artwork.ts';
import { paramsError } from './lead.ts';

/** The extension a downloaded file is given, by the kind its content showed. */
const extensions: Readonly<Record<string, string>> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/svg+xml': 'svg',
  'application/pdf': 'pdf',
};

/** The name a download is offered under: the buyer's, with the extension of what it is. */
export function downloadName(fileName: string, mediaType: string): string {
  const extension = extensions[mediaType] ?? 'bin';
  const base =
    fileName
      .replace(/\.[^.]*$/, '')
      .replace(/["\\]/g, '')
      .trim() || 'artwork';
  return `${base}.${extension}`;
}

/** A Content-Disposition of an attachment, its name in ASCII and in full (RFC 6266). */
function attachment(name: string): string {
  const ascii = name.replace(/[^\u0020-\u007e]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export const artworkRoutes: FastifyPluginAsyncTypebox<{ artwork: ArtworkStore }> = async (
  app,
  options,
) => {
  app.get(
    '/submissions/:id/artwork',
    { schema: { params: LeadParams }, schemaErrorFormatter: paramsError(LeadParams) },
    async (request, reply) => {
      const upload = await app.db.get(
        `SELECT stored_name, file_name, media_type, bytes, status FROM lead_uploads
         WHERE submission_id = ?`,
        [request.params.id],
      );
      if (!upload) throw new HttpError(404, 'This lead has no artwork.');
      if (upload.status === 'pending') {
        throw new HttpError(409, 'The artwork is waiting for its virus scan. Try again shortly.');
      }
      if (upload.status !== 'clean') {
        throw new HttpError(410, 'The artwork was infected and has been erased.');
      }
      const name = downloadName(String(upload.file_name), String(upload.media_type));
      request.log.info(
        { submission: request.params.id, by: request.staff?.id },
        'Inbox: artwork downloaded',
      );
      return reply
        .header('content-type', 'application/octet-stream')
        .header('content-disposition', attachment(name))
        .header('content-length', String(upload.bytes))
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(createReadStream(options.artwork.pathOf(String(upload.stored_name))));
    },
  );
};
