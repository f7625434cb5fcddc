import { fileTypeFromBuffer } from 'file-type';
import { LIMITS } from '@tm/shared/constants/marketplace';
import { AppError } from '@tm/shared/errors';
import { DIALOG_TITLES, MSG } from '@tm/shared/messages';
import type { BlogImageDto } from '@tm/shared/schemas/content';
import type { Db } from '../../db/client';
import { files } from '../../db/schema/files';
import type { FileStore } from '../../ports/files';
import { publicFileUrl } from '../../lib/file-url';
import { deleteStored, storeImage } from '../files/process-image';

/**
 * Blog images follow the account photo's rule (core-marketplace §5): jpeg, jpg, png or gif, under
 * 5 MB, with the spec's messages. The type is read from the bytes (magic numbers), never from the
 * name or the declared content type, so a renamed script cannot pass as an image.
 */
const IMAGE_TYPES: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

export interface UploadBlogImageOptions {
  db: Db;
  files: FileStore;
  ownerId: string;
  data: Buffer;
  originalName: string;
}

export async function uploadBlogImage(opts: UploadBlogImageOptions): Promise<BlogImageDto> {
  if (opts.data.length >= LIMITS.photoMaxBytes)
    throw new AppError('PAYLOAD_TOO_LARGE', MSG.imageTooLarge, {
      title: DIALOG_TITLES.fileTooLarge,
    });
  const detected = await fileTypeFromBuffer(opts.data);
  const ext = detected ? IMAGE_TYPES[detected.mime] : undefined;
  if (!detected || !ext)
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', MSG.invalidImageType, {
      title: DIALOG_TITLES.invalidFileType,
    });

  // Public key: served at /files/public/blog-images/... without an access check; re-encoded to
  // WebP variants without metadata, refused above the pixel limit (process-image.ts).
  const image = await storeImage(opts.files, 'public/blog-images', opts.data);
  const key = image.key;
  try {
    const row = await opts.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(files)
        .values({
          ownerId: opts.ownerId,
          kind: 'blog_image',
          storageKey: key,
          originalName: opts.originalName.slice(0, 255) || `image.${ext}`,
          mimeType: image.mime,
          sizeBytes: image.size,
        })
        .returning({ id: files.id });
      return created!;
    });
    return { _id: row.id, url: publicFileUrl(key)! };
  } catch (err) {
    await deleteStored(opts.files, key);
    throw err;
  }
}
