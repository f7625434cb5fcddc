import type { FastifyReply } from 'fastify';
import type { StoredFile } from '../ports/files';

/**
 * Sends a private file as stored: never cached, never sniffed, under a CSP that runs nothing, with
 * the user's file name made safe for the header. Always a download, never a page of this site: a
 * private file is someone else's upload (the screens show PDFs and images from a blob,
 * components/document-link.tsx).
 */
export function sendStoredFile(
  reply: FastifyReply,
  meta: { originalName: string; mimeType: string },
  stored: StoredFile,
) {
  const filename = meta.originalName.replace(/[^\w.\- ()]/g, '_');
  reply
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; img-src 'self'; object-src 'self'")
    .header('content-disposition', `attachment; filename="${filename}"`)
    .type(meta.mimeType);
  if (stored.size !== undefined) reply.header('content-length', stored.size);
  return reply.send(stored.body);
}
