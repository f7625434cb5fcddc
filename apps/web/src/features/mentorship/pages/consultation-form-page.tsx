// mentorship-policies-video §2 "/consultation-form": the seven-step wizard (titles verbatim), the
// "Validation Error" dialog with the step's first §5 message (each message also shows beside its
// field), the price by country as the server computes it (§9), hourly India-time slots shown in
// the visitor's zone too, and the payment (§4): submit, checkout, verify; "Processing..." while it
// runs, the success text, or the error with "Try Again" back to step 7. Back on step 1 goes to /.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  CONSULTATION_SESSION_TYPES,
  GUIDANCE_AREAS,
  MENTORSHIP_DEFAULT_COUNTRY,
  PHD_STAGES,
} from '@tm/shared/constants/mentorship';
import {
  MENTORSHIP_MESSAGES as M,
  consultationStepSchema,
  type ConsultationStep,
} from '@tm/shared/schemas/mentorship';
import { consultationPriceFor, formatConsultationPrice } from '@tm/shared/rules/consultation';
import { CheckboxGroup } from '@/components/ui/checkbox-group';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { FileInput } from '@/components/ui/file-input';
import { Input } from '@/components/ui/input';
import { MessageDialog } from '@/components/ui/message-dialog';
import { Textarea } from '@/components/ui/textarea';
import { useDocumentTitle } from '@/lib/use-document-title';
import { cn } from '@/lib/cn';
import { ContactFields, type ContactValues } from '../components/contact-fields';
import { ConfirmStep } from '../components/confirm-step';
import { SlotPicker } from '../components/slot-picker';
import { WizardFrame } from '../components/wizard-frame';
import { stepErrors } from '../lib/step-errors';

const STEP_TITLES = [
  'Book Your 1-to-1 PhD Mentoring Session',
  'Where are you in your PhD journey?',
  'Tell us about your research',
  'Which areas do you want guidance on?',
  'Choose your mentoring session',
  'Pick a date & time that works for you',
  'Confirm and Proceed',
] as const;

export interface ConsultationValues extends ContactValues {
  university: string;
  phdStage: string;
  researchTitle: string;
  researchDescription: string;
  guidanceAreas: string[];
  otherGuidance: string;
  sessionType: string;
  sessionDate: string;
  sessionTime: string;
}

const INITIAL: ConsultationValues = {
  fullName: '',
  email: '',
  phone: '',
  country: MENTORSHIP_DEFAULT_COUNTRY,
  university: '',
  phdStage: '',
  researchTitle: '',
  researchDescription: '',
  guidanceAreas: [],
  otherGuidance: '',
  sessionType: '',
  sessionDate: '',
  sessionTime: '',
};

function RadioCards({
  legend,
  options,
  value,
  onChange,
  error,
}: {
  legend: string;
  options: ReadonlyArray<{ value: string; label: string; detail?: string }>;
  value: string;
  onChange: (v: string) => void;
  error?: string;
}) {
  return (
    <fieldset aria-describedby={error ? 'radio-error' : undefined}>
      <legend className="sr-only">{legend}</legend>
      <div className="grid gap-2">
        {options.map((o) => (
          <label
            key={o.value}
            className={cn(
              'flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border px-4 py-3 has-focus-visible:outline-2 has-focus-visible:outline-accent-600',
              value === o.value
                ? 'border-accent-700 bg-accent-50 text-accent-900'
                : 'border-neutral-300 bg-white text-neutral-800 hover:bg-neutral-50',
              error && value !== o.value && 'border-danger-600',
            )}
          >
            <input
              type="radio"
              name={legend}
              className="size-4 accent-accent-700"
              checked={value === o.value}
              onChange={() => onChange(o.value)}
            />
            <span className="flex-1 font-medium">{o.label}</span>
            {o.detail && <span className="font-semibold text-accent-800">{o.detail}</span>}
          </label>
        ))}
      </div>
      {error && (
        <p id="radio-error" className="mt-1.5 text-sm text-danger-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

export default function ConsultationFormPage() {
  useDocumentTitle('PhD Consultation');
  const navigate = useNavigate();
  const [step, setStep] = useState<ConsultationStep>(1);
  const [values, setValues] = useState<ConsultationValues>(INITIAL);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [dialog, setDialog] = useState<{ title: string; message: string } | null>(null);
  const [docFiles, setDocFiles] = useState<File[]>([]);
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone || 'Asia/Kolkata';

  const change = (patch: Partial<ConsultationValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    setErrors((e) => {
      const next = { ...e };
      for (const key of Object.keys(patch)) delete next[key];
      return next;
    });
  };

  const next = () => {
    const found = stepErrors(consultationStepSchema(step), values);
    setErrors(found);
    const first = Object.values(found)[0];
    if (first) return setDialog({ title: M.validationErrorTitle, message: first });
    setStep((s) => Math.min(7, s + 1) as ConsultationStep);
  };
  const back = () => {
    if (step === 1) return navigate('/');
    setErrors({});
    setStep((s) => (s - 1) as ConsultationStep);
  };
  /** The server refused a field: go to its step and show the message there. */
  const showServerErrors = (fieldErrors: Record<string, string>) => {
    setErrors(fieldErrors);
    for (let s = 1 as ConsultationStep; s <= 6; s++) {
      const keys = Object.keys(stepErrors(consultationStepSchema(s), {}));
      const fields = s === 6 ? ['sessionDate', 'sessionTime'] : keys;
      if (
        Object.keys(fieldErrors).some((k) => fields.includes(k) || (s === 1 && k === 'university'))
      ) {
        setStep(s);
        return;
      }
    }
  };

  const priced = values.sessionType
    ? consultationPriceFor(values.sessionType as 'quick' | 'deep', values.country)
    : null;

  return (
    <WizardFrame
      formTitle="PhD Consultation"
      step={step}
      steps={7}
      stepTitle={STEP_TITLES[step - 1]!}
    >
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (step < 7) next();
        }}
        className="grid gap-5"
      >
        {step === 1 && (
          <>
            <ContactFields values={values} errors={errors} onChange={change} />
            <Field label="University (optional)" error={errors.university}>
              <Input
                value={values.university}
                onChange={(e) => change({ university: e.target.value })}
              />
            </Field>
          </>
        )}
        {step === 2 && (
          <RadioCards
            legend="PhD stage"
            options={PHD_STAGES.map((s) => ({ value: s, label: s }))}
            value={values.phdStage}
            onChange={(phdStage) => change({ phdStage })}
            error={errors.phdStage}
          />
        )}
        {step === 3 && (
          <>
            <Field label="Tentative title / research area" required error={errors.researchTitle}>
              <Input
                value={values.researchTitle}
                onChange={(e) => change({ researchTitle: e.target.value })}
              />
            </Field>
            <Field label="Brief description (optional)" error={errors.researchDescription}>
              <Textarea
                rows={4}
                value={values.researchDescription}
                onChange={(e) => change({ researchDescription: e.target.value })}
              />
            </Field>
            <Field label="Upload a document (optional)" hint="Your proposal or a draft chapter.">
              <FileInput field="consultationDocument" files={docFiles} onChange={setDocFiles} />
            </Field>
          </>
        )}
        {step === 4 && (
          <>
            <CheckboxGroup
              legend="Guidance areas"
              required
              options={GUIDANCE_AREAS}
              value={values.guidanceAreas}
              onChange={(guidanceAreas) => change({ guidanceAreas })}
              error={errors.guidanceAreas}
            />
            {values.guidanceAreas.includes('Other') && (
              <Field label="Other guidance needed" required error={errors.otherGuidance}>
                <Textarea
                  rows={3}
                  value={values.otherGuidance}
                  onChange={(e) => change({ otherGuidance: e.target.value })}
                />
              </Field>
            )}
          </>
        )}
        {step === 5 && (
          <RadioCards
            legend="Session type"
            options={CONSULTATION_SESSION_TYPES.map((s) => ({
              value: s.key,
              label: s.label,
              detail: formatConsultationPrice(consultationPriceFor(s.key, values.country)),
            }))}
            value={values.sessionType}
            onChange={(sessionType) => change({ sessionType })}
            error={errors.sessionType}
          />
        )}
        {step === 6 && (
          <SlotPicker
            date={values.sessionDate}
            time={values.sessionTime}
            zone={zone}
            errors={errors}
            onChange={change}
          />
        )}
        {step < 7 && (
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
            <Button variant="secondary" onClick={back}>
              Back
            </Button>
            <Button type="submit">Next</Button>
          </div>
        )}
      </form>
      {step === 7 && priced && (
        <ConfirmStep
          values={values}
          price={priced}
          document={docFiles[0]}
          zone={zone}
          onBack={back}
          onInvalid={(message) => setDialog({ title: M.validationErrorTitle, message })}
          onFieldErrors={showServerErrors}
        />
      )}
      <MessageDialog
        open={dialog !== null}
        onOpenChange={(open) => !open && setDialog(null)}
        title={dialog?.title ?? ''}
        message={dialog?.message ?? ''}
      />
    </WizardFrame>
  );
}
