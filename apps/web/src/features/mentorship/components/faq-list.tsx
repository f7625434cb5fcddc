// An expandable question list (mentorship-policies-video §2: the research-support topics and the
// general FAQ). Native <details>: keyboard and screen readers work without script.
interface FaqListProps {
  title: string;
  items: ReadonlyArray<{ q: string; a: string }>;
  id: string;
}

export function FaqList({ title, items, id }: FaqListProps) {
  return (
    <section aria-labelledby={id} className="mt-12">
      <h2 id={id} className="text-2xl font-semibold tracking-tight text-neutral-900">
        {title}
      </h2>
      <div className="mt-4 divide-y divide-neutral-200 rounded-xl border border-neutral-200 bg-white">
        {items.map((item) => (
          <details key={item.q} className="group px-4 py-3 md:px-5">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-1 font-medium text-neutral-900 [&::-webkit-details-marker]:hidden">
              {item.q}
              <span
                aria-hidden="true"
                className="text-xl leading-none text-accent-700 transition-transform group-open:rotate-45"
              >
                +
              </span>
            </summary>
            <p className="mt-2 pb-1 text-neutral-700">{item.a}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
