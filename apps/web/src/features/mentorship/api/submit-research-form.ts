// POST /api/submit-research-support-form (mentorship-policies-video §7): multipart with the
// research fields and an optional document.
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export async function submitResearchForm(form: FormData): Promise<{ _id: string }> {
  const { data } = await api.post<{ _id: string }>('/submit-research-support-form', form);
  return data;
}

export function useSubmitResearchForm() {
  return useMutation({ mutationFn: submitResearchForm });
}
