// POST /api/submit-tutor-form (core-marketplace §7): the six-step form as multipart, with upload
// progress. Answers data.user, which replaces the stored user (§4).
import { useMutation } from '@tanstack/react-query';
import type { UserDto } from '@tm/shared/schemas/user';
import { api, type UploadProgress } from '@/lib/api-client';

export async function submitTutorForm(
  form: FormData,
  onUploadProgress?: (p: UploadProgress) => void,
): Promise<UserDto> {
  const { data } = await api.post<{ user: UserDto }>('/submit-tutor-form', form, {
    onUploadProgress: onUploadProgress ?? (() => {}),
  });
  return data.user;
}

export function useSubmitTutorForm(onUploadProgress: (p: UploadProgress) => void) {
  return useMutation({ mutationFn: (form: FormData) => submitTutorForm(form, onUploadProgress) });
}
