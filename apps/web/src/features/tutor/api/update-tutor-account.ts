// PUT /api/tutor-account: the account's sections, a new photo and documents (multipart, with
// upload progress). Answers data.user, which replaces the stored user.
import { useMutation } from '@tanstack/react-query';
import type { UserDto } from '@tm/shared/schemas/user';
import { api, type UploadProgress } from '@/lib/api-client';

export async function updateTutorAccount(
  form: FormData,
  onUploadProgress: (p: UploadProgress) => void,
): Promise<UserDto> {
  const { data } = await api.put<{ user: UserDto }>('/tutor-account', form, { onUploadProgress });
  return data.user;
}

export function useUpdateTutorAccount(onUploadProgress: (p: UploadProgress) => void) {
  return useMutation({
    mutationFn: (form: FormData) => updateTutorAccount(form, onUploadProgress),
  });
}
