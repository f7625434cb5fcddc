import { cn } from '@/lib/cn';
import './rich-html.css';

/**
 * Server-supplied HTML (blog articles, policy pages, the admin preview). The server sanitises
 * every stored page with one allow-list (apps/server/src/modules/content/sanitise.ts) and the
 * site runs under a Content-Security-Policy without inline scripts, so it is rendered as is.
 * The HTML carries no classes: rich-html.css styles its tags.
 */
export function RichHtml({ html, className }: { html: string; className?: string }) {
  return <div className={cn('rich-html', className)} dangerouslySetInnerHTML={{ __html: html }} />;
}
