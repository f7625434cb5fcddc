import { useEffect } from 'react';
import { BRAND_NAME } from '@tm/shared/constants/contact';

/** Each screen names itself in the tab (and for screen readers announcing the page). */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${BRAND_NAME}` : BRAND_NAME;
  }, [title]);
}
