// GET /api/admin/catalogue and the admin's edits (add and rename categories and subjects). Every
// answer is the whole catalogue, which replaces the cached one; the public lookups the forms use
// are refetched so that this browser's forms offer the new names at once.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminCatalogue } from '@tm/shared/schemas/catalogue';
import { api } from '@/lib/api-client';

const KEY = ['admin', 'catalogue'] as const;

export function useAdminCatalogue() {
  return useQuery({
    queryKey: KEY,
    queryFn: async () => (await api.get<AdminCatalogue>('/admin/catalogue')).data,
  });
}

export type CatalogueEdit =
  | { kind: 'add-category'; name: string }
  | { kind: 'rename-category'; id: string; name: string }
  | { kind: 'add-subject'; categoryId: string; name: string }
  | { kind: 'rename-subject'; id: string; name: string };

function send(edit: CatalogueEdit) {
  const body = { name: edit.name };
  switch (edit.kind) {
    case 'add-category':
      return api.post<AdminCatalogue>('/admin/categories', body);
    case 'rename-category':
      return api.put<AdminCatalogue>(`/admin/categories/${edit.id}`, body);
    case 'add-subject':
      return api.post<AdminCatalogue>(`/admin/categories/${edit.categoryId}/subcategories`, body);
    case 'rename-subject':
      return api.put<AdminCatalogue>(`/admin/subcategories/${edit.id}`, body);
  }
}

export function useEditCatalogue() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (res) => {
      client.setQueryData(KEY, res.data);
      void client.invalidateQueries({ queryKey: ['lookups'] });
    },
  });
}
