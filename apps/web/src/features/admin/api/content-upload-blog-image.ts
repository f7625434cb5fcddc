// POST /api/admin/blog-images (multipart, field "image"): the server checks the bytes (jpg, png,
// gif) and the size (under 5 MB) and answers the image's id and URL.
import { useMutation } from '@tanstack/react-query';
import type { BlogImageDto } from '@tm/shared/schemas/content';
import { api, type UploadProgress } from '@/lib/api-client';

export async function uploadBlogImage(file: File, onUploadProgress?: (p: UploadProgress) => void) {
  const form = new FormData();
  form.append('image', file, file.name);
  return (await api.post<BlogImageDto>('/admin/blog-images', form, { onUploadProgress })).data;
}

export function useUploadBlogImage(onUploadProgress?: (p: UploadProgress) => void) {
  return useMutation({ mutationFn: (file: File) => uploadBlogImage(file, onUploadProgress) });
}
