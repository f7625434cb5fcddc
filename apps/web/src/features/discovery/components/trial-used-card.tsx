// one free trial per student and tutor. In trial mode, a student who has used theirs
// is told so and offered a paid class instead of the trial form.
import { TRIAL_MESSAGES } from '@tm/shared/rules/trial';
import { ButtonLink } from '@/components/ui/button';

export function TrialUsed({ tutorId, tutorName }: { tutorId: string; tutorName: string }) {
  return (
    <div className="grid gap-3">
      <h2 className="text-lg font-semibold text-neutral-900">{TRIAL_MESSAGES.usedTitle}</h2>
      <p className="text-sm text-neutral-700">{TRIAL_MESSAGES.usedHint(tutorName)}</p>
      <ButtonLink to={`/tutor-details/${tutorId}#booking`} className="w-full">
        Book A Class Now →
      </ButtonLink>
    </div>
  );
}
