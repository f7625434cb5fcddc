// POST /api/admin/html-preview: the editor's live preview, sanitised by the server exactly as it
// will be stored. Debounced, so typing sends at most one request per pause.
import { useEffect, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export async function previewHtml(html: string) {
  return (await api.post<{ html: string }>('/admin/html-preview', { html })).data.html;
}

export function useHtmlPreview(html: string, delayMs = 350) {
  const [debounced, setDebounced] = useState(html);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(html), delayMs);
    return () => clearTimeout(timer);
  }, [html, delayMs]);
  return useQuery({
    queryKey: ['admin', 'html-preview', debounced],
    queryFn: () => previewHtml(debounced),
    enabled: debounced.trim().length > 0,
    placeholderData: keepPreviousData,
    staleTime: Infinity,
  });
}
