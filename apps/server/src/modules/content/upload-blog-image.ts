import { AppError } from '@tm/shared/errors';
import type { BlogImageDto } from '@tm/shared/schemas/content';
import type { Db } from '../../db/client';
import { files } from '../../db/schema/files';
import { publicFileUrl } from '../../lib/file-url';
import type { ReceivedForm } from '../files/receive-uploads';

export const MSG_NO_IMAGE = 'Please choose an image to upload (multipart form field "image").';

export interface UploadBlogImageOptions {
  db: Db;
  ownerId: string;
  /** The received form: its `blogImage` was checked by the photo rule and stored (WebP variants). */
  form: ReceivedForm;
}

/**
 * Records an uploaded blog image. Blog images follow the account photo's rule (core-marketplace
 * §5: jpeg, jpg, png or gif by content, under 5 MB, the spec's messages), applied by the upload
 * pipeline (withUploadedForm); the stored file is removed again if this fails.
 */
export async function uploadBlogImage(opts: UploadBlogImageOptions): Promise<BlogImageDto> {
  const image = opts.form.uploads.find((u) => u.field === 'blogImage');
  if (!image) throw new AppError('BAD_REQUEST', MSG_NO_IMAGE);
  const row = await opts.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(files)
      .values({
        ownerId: opts.ownerId,
        kind: 'blog_image',
        storageKey: image.key,
        originalName: image.name.slice(0, 255),
        mimeType: image.mime,
        sizeBytes: image.size,
      })
      .returning({ id: files.id });
    return created!;
  });
  return { _id: row.id, url: publicFileUrl(image.key)! };
}
