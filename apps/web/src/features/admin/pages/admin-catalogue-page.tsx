// /admin/catalogue: the categories and subjects tutors and students choose from (reference data
// every database starts with). Admins add both and rename both; a rename carries over to the
// profiles that chose the old name.
import { useState } from 'react';
import {
  categoryNameRequestSchema,
  subjectNameRequestSchema,
  type AdminCatalogue,
} from '@tm/shared/schemas/catalogue';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState } from '@/components/ui/spinner';
import { serverMessage } from '@/lib/api-client';
import { showToast } from '@/lib/toast-store';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAdminCatalogue, useEditCatalogue, type CatalogueEdit } from '../api/catalogue';
import { CatalogueNameForm } from '../components/catalogue-name-form';

type Category = AdminCatalogue['categories'][number];
type Renaming = { kind: 'category' | 'subject'; id: string; name: string };

export default function AdminCataloguePage() {
  useDocumentTitle('Catalogue');
  const catalogue = useAdminCatalogue();
  const edit = useEditCatalogue();
  const [renaming, setRenaming] = useState<Renaming | null>(null);

  const save = async (change: CatalogueEdit) => {
    const res = await edit.mutateAsync(change);
    showToast(res.message, 'success');
  };

  return (
    <div className="grid gap-6 [&>*]:min-w-0">
      <header>
        <h1 className="text-2xl font-semibold tracking-tight md:text-3xl">Catalogue</h1>
        <p className="mt-1 text-sm text-neutral-600">
          The categories and subjects tutors and students choose from. Renaming one also renames it
          on every profile that chose it; bookings keep the subject they were made for.
        </p>
      </header>
      <Card className="p-4 md:p-6">
        <CatalogueNameForm
          label="New category"
          submitLabel="Add category"
          schema={categoryNameRequestSchema}
          onSave={(name) => save({ kind: 'add-category', name })}
        />
      </Card>
      {catalogue.isPending && <LoadingState label="Loading the catalogue…" />}
      {catalogue.isError && (
        <ErrorState
          message={`The catalogue could not be loaded: ${serverMessage(catalogue.error) ?? catalogue.error.message}`}
          onRetry={() => void catalogue.refetch()}
        />
      )}
      {catalogue.data?.categories.length === 0 && (
        <EmptyState title="No categories yet. Add the first one above." />
      )}
      {catalogue.data && catalogue.data.categories.length > 0 && (
        <ul className="grid gap-4">
          {catalogue.data.categories.map((category) => (
            <li key={category._id}>
              <CategoryCard
                category={category}
                onRename={setRenaming}
                onAddSubject={(name) =>
                  save({ kind: 'add-subject', categoryId: category._id, name })
                }
              />
            </li>
          ))}
        </ul>
      )}
      <Dialog
        open={renaming !== null}
        onOpenChange={(open) => !open && setRenaming(null)}
        title={renaming ? `Rename “${renaming.name}”` : ''}
        description="Profiles that chose the old name will show the new one."
      >
        {renaming && (
          <CatalogueNameForm
            key={renaming.id}
            label={renaming.kind === 'category' ? 'Category name' : 'Subject name'}
            submitLabel="Save"
            schema={
              renaming.kind === 'category' ? categoryNameRequestSchema : subjectNameRequestSchema
            }
            initial={renaming.name}
            autoFocus
            onCancel={() => setRenaming(null)}
            onSave={async (name) => {
              const kind = renaming.kind === 'category' ? 'rename-category' : 'rename-subject';
              await save({ kind, id: renaming.id, name });
              setRenaming(null);
            }}
          />
        )}
      </Dialog>
    </div>
  );
}

function CategoryCard({
  category,
  onRename,
  onAddSubject,
}: {
  category: Category;
  onRename: (target: Renaming) => void;
  onAddSubject: (name: string) => Promise<void>;
}) {
  const headingId = `category-${category._id}`;
  return (
    <Card className="p-4 md:p-6" aria-labelledby={headingId} role="group">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold text-neutral-900">
          {category.name}
        </h2>
        <Button
          variant="secondary"
          size="sm"
          aria-label={`Rename category ${category.name}`}
          onClick={() => onRename({ kind: 'category', id: category._id, name: category.name })}
        >
          Rename
        </Button>
      </div>
      {category.subcategories.length === 0 ? (
        <p className="mt-3 text-sm text-neutral-600">No subjects yet.</p>
      ) : (
        <ul className="mt-3 flex flex-wrap gap-2" aria-label={`Subjects of ${category.name}`}>
          {category.subcategories.map((subject) => (
            <li
              key={subject._id}
              className="inline-flex items-center gap-1 rounded-full border border-neutral-200 bg-neutral-50 py-0.5 pr-1 pl-3 text-sm text-neutral-800"
            >
              {subject.name}
              <Button
                variant="ghost"
                size="sm"
                className="h-7 px-2 text-xs"
                aria-label={`Rename subject ${subject.name} of ${category.name}`}
                onClick={() => onRename({ kind: 'subject', id: subject._id, name: subject.name })}
              >
                Rename
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-4 border-t border-neutral-100 pt-4">
        <CatalogueNameForm
          label={`New subject in ${category.name}`}
          submitLabel="Add subject"
          schema={subjectNameRequestSchema}
          onSave={onAddSubject}
        />
      </div>
    </Card>
  );
}
