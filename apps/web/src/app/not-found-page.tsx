import { ButtonLink } from '@/components/ui/button';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <section className="mx-auto max-w-reading py-16 text-center">
      <p className="text-sm font-semibold text-accent-700">404</p>
      <h1 className="mt-2 text-3xl font-semibold tracking-tight">Page not found</h1>
      <p className="mt-3 text-neutral-600">
        The page you are looking for does not exist or has moved.
      </p>
      <ButtonLink to="/" className="mt-8">
        Go to the home page
      </ButtonLink>
    </section>
  );
}
