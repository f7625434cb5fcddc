// PUT /api/admin/pages/{key} with {title, html}; the server sanitises the HTML and answers the
// page as stored. Visitors' copy of the page is read again, so a save shows on the site at once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PolicyPageKey } from '@tm/shared/constants/page-meta';
import type { PageDto, PageUpdateRequest } from '@tm/shared/schemas/content';
import { api } from '@/lib/api-client';

export function updatePolicyPage(key: PolicyPageKey, body: PageUpdateRequest) {
  return api.put<PageDto>(`/admin/pages/${key}`, body);
}

export function useUpdatePolicyPage(key: PolicyPageKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PageUpdateRequest) => updatePolicyPage(key, body),
    onSuccess: (res) => {
      queryClient.setQueryData(['admin', 'page', key], res.data);
      void queryClient.invalidateQueries({ queryKey: ['page', key] });
    },
  });
}
