// POST /api/submit-student-form (core-marketplace §7): the student form, with an optional photo
// (multipart). Answers data.user, which replaces the stored user (§4).
import { useMutation } from '@tanstack/react-query';
import type { UserDto } from '@tm/shared/schemas/user';
import { api, type UploadProgress } from '@/lib/api-client';

export async function submitStudentForm(
  form: FormData,
  onUploadProgress?: (p: UploadProgress) => void,
): Promise<UserDto> {
  const { data } = await api.post<{ user: UserDto }>(
    '/submit-student-form',
    form,
    onUploadProgress ? { onUploadProgress } : undefined,
  );
  return data.user;
}

/** Upload progress is followed only when a photo goes with the form (it needs XMLHttpRequest). */
export function useSubmitStudentForm(onUploadProgress: (p: UploadProgress) => void) {
  return useMutation({
    mutationFn: ({ form, hasPhoto }: { form: FormData; hasPhoto: boolean }) =>
      submitStudentForm(form, hasPhoto ? onUploadProgress : undefined),
  });
}
