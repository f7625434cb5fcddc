// Who a student account is for (DPDP Act 2023 s.9): a date of birth or "I am 18 or older"; under
// 18, a parent's or guardian's email, who confirms by a mailed link before the student can book,
// pay or message. The rule is rules/minor-consent.ts; the server checks it again.
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';

interface AgeValues {
  date_of_birth: string;
  is_adult: boolean;
  parent_email: string;
}

const CONSENT_TEXT = {
  pending: (email: string) =>
    `Waiting for your parent or guardian (${email}) to confirm by the link we emailed them. Until then you cannot book, pay or send messages.`,
  granted: () => 'Your parent or guardian has given consent.',
  withdrawn: () => 'Your parent or guardian withdrew consent, so this account is suspended.',
} as const;

export function AgeFields(props: {
  values: AgeValues;
  errors: Record<string, string | undefined>;
  set: (patch: Partial<AgeValues>) => void;
  birthLocked: boolean;
  minor: boolean;
  today: string;
  consentState: 'pending' | 'granted' | 'withdrawn' | null;
}) {
  const { values, errors, set, birthLocked, minor, today, consentState } = props;
  return (
    <div className="grid gap-4 sm:col-span-2 sm:grid-cols-2">
      <Field
        label="Date of birth"
        error={errors.date_of_birth}
        hint={
          birthLocked
            ? 'Locked once set: contact us to correct it.'
            : 'Or tick the box if you are 18 or older.'
        }
      >
        <Input
          type="date"
          value={values.date_of_birth}
          max={today}
          onChange={(e) => set({ date_of_birth: e.target.value, is_adult: false })}
          readOnly={birthLocked}
          aria-readonly={birthLocked || undefined}
          className={birthLocked ? 'bg-neutral-100' : undefined}
        />
      </Field>
      {!values.date_of_birth && (
        <div className="flex items-end pb-2">
          <label className="inline-flex h-11 cursor-pointer items-center gap-2 text-sm font-medium text-neutral-800">
            <input
              type="checkbox"
              checked={values.is_adult}
              onChange={(e) => set({ is_adult: e.target.checked })}
              className="size-4 accent-accent-700"
            />
            I am 18 or older
          </label>
        </div>
      )}
      {minor && (
        <Field
          label="Parent or guardian's email"
          required
          error={errors.parent_email}
          hint="Because you are under 18, they must confirm before you can book classes."
          className="sm:col-span-2"
        >
          <Input
            type="email"
            value={values.parent_email}
            onChange={(e) => set({ parent_email: e.target.value })}
            autoComplete="off"
            maxLength={254}
          />
        </Field>
      )}
      {consentState && (
        <p
          role="status"
          className={
            consentState === 'granted'
              ? 'text-sm text-neutral-700 sm:col-span-2'
              : 'text-sm font-medium text-danger-700 sm:col-span-2'
          }
        >
          {CONSENT_TEXT[consentState](values.parent_email)}
        </p>
      )}
    </div>
  );
}
