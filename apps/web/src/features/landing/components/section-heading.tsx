export function SectionHeading({
  id,
  eyebrow,
  title,
  text,
  inverse = false,
}: {
  id: string;
  eyebrow: string;
  title: string;
  text?: string;
  inverse?: boolean;
}) {
  return (
    <div className="max-w-reading">
      <p
        className={`text-sm font-semibold tracking-wide uppercase ${inverse ? 'text-accent-200' : 'text-accent-700'}`}
      >
        {eyebrow}
      </p>
      <h2
        id={id}
        className={`mt-2 text-2xl font-semibold tracking-tight md:text-3xl ${inverse ? 'text-white' : 'text-neutral-900'}`}
      >
        {title}
      </h2>
      {text && <p className={`mt-3 ${inverse ? 'text-accent-200' : 'text-neutral-600'}`}>{text}</p>}
    </div>
  );
}
