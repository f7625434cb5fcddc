import { useEffect } from 'react';

/**
 * Sets the tab title exactly (no brand suffix added) and the meta description, for public pages
 * whose server-injected title (apps/server/src/modules/content/seo.ts) it must match after
 * client-side navigation. Other screens use useDocumentTitle.
 */
export function usePageMeta(title: string, description?: string): void {
  useEffect(() => {
    document.title = title;
    if (description === undefined) return;
    let tag = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!tag) {
      tag = document.createElement('meta');
      tag.name = 'description';
      document.head.appendChild(tag);
    }
    tag.content = description;
  }, [title, description]);
}
