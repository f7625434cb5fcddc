// mentorship-policies-video §2 "/research-form": "Research Support Form" in three steps: 1 "Basic
// Info", 2 "Project Details & Support Needed", 3 the thank-you whose Okay returns to /. On mobile
// (768 px or narrower) a Back button appears from step 2; on wider screens the step list goes
// back. Country defaults to India. Each §5 message shows beside its field (the shared schemas).
import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  MENTORSHIP_DEFAULT_COUNTRY,
  RESEARCH_CONTACT_PROMISE_HOURS,
  RESEARCH_DEADLINES,
  RESEARCH_STAGES,
  SUPPORT_OPTIONS,
} from '@tm/shared/constants/mentorship';
import { MENTORSHIP_MESSAGES as M, researchStepSchemas } from '@tm/shared/schemas/mentorship';
import { CheckboxGroup } from '@/components/ui/checkbox-group';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { FileInput } from '@/components/ui/file-input';
import { Input } from '@/components/ui/input';
import { MessageDialog } from '@/components/ui/message-dialog';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { serverMessage } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSubmitResearchForm } from '../api/submit-research-form';
import { ContactFields, type ContactValues } from '../components/contact-fields';
import { WizardFrame } from '../components/wizard-frame';
import { stepErrors, toFormData } from '../lib/step-errors';
import { useIsMobile } from '../lib/use-is-mobile';

const TITLE = 'Research Support Form';
const STEP_TITLES = ['Basic Info', 'Project Details & Support Needed', 'Thank you!'] as const;

interface Values extends ContactValues {
  researchArea: string;
  currentStage: string;
  supportNeeded: string[];
  otherSupport: string;
  deadline: string;
}

const INITIAL: Values = {
  fullName: '',
  email: '',
  phone: '',
  country: MENTORSHIP_DEFAULT_COUNTRY,
  researchArea: '',
  currentStage: '',
  supportNeeded: [],
  otherSupport: '',
  deadline: '',
};

export default function ResearchFormPage() {
  useDocumentTitle(TITLE);
  const navigate = useNavigate();
  const isMobile = useIsMobile();
  const [step, setStep] = useState<1 | 2 | 3>(1);
  const [values, setValues] = useState<Values>(INITIAL);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [docFiles, setDocument] = useState<File[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const submit = useSubmitResearchForm();

  const change = (patch: Partial<Values>) => {
    setValues((v) => ({ ...v, ...patch }));
    setErrors((e) => {
      const next = { ...e };
      for (const key of Object.keys(patch)) delete next[key];
      return next;
    });
  };

  const next = () => {
    const found = stepErrors(researchStepSchemas[1], values);
    setErrors(found);
    if (!Object.keys(found).length) setStep(2);
  };

  const send = () => {
    const found = stepErrors(researchStepSchemas[2], values);
    setErrors(found);
    if (Object.keys(found).length) return;
    submit.mutate(toFormData({ ...values }, docFiles[0]), {
      onSuccess: () => setStep(3),
      onError: (err) => {
        const fieldErrors = (err as { data?: { data?: { errors?: Record<string, string> } } }).data
          ?.data?.errors;
        if (fieldErrors && typeof fieldErrors === 'object') setErrors(fieldErrors);
        if (
          fieldErrors &&
          ('fullName' in fieldErrors ||
            'email' in fieldErrors ||
            'phone' in fieldErrors ||
            'country' in fieldErrors)
        )
          setStep(1);
        setFailure(serverMessage(err) ?? M.researchSubmitFailed);
      },
    });
  };

  return (
    <WizardFrame formTitle={TITLE} step={step} steps={3} stepTitle={STEP_TITLES[step - 1]!}>
      {step < 3 && (
        <ol className="mb-6 hidden gap-2 md:flex" aria-label="Steps">
          {STEP_TITLES.slice(0, 2).map((t, i) => (
            <li key={t}>
              <button
                type="button"
                disabled={i + 1 >= step}
                onClick={() => setStep(1)}
                aria-current={i + 1 === step ? 'step' : undefined}
                className="rounded-full border border-neutral-300 px-3 py-1 text-sm text-neutral-700 enabled:hover:bg-neutral-50 aria-[current=step]:border-accent-700 aria-[current=step]:bg-accent-50 aria-[current=step]:text-accent-900"
              >
                {i + 1}. {t}
              </button>
            </li>
          ))}
        </ol>
      )}

      {step === 1 && (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            next();
          }}
        >
          <ContactFields values={values} errors={errors} onChange={change} />
          <div className="mt-6 flex justify-end">
            <Button type="submit">Next</Button>
          </div>
        </form>
      )}

      {step === 2 && (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            send();
          }}
          className="grid gap-5"
        >
          <Field label="Research Area / Discipline" required error={errors.researchArea}>
            <Input
              value={values.researchArea}
              onChange={(e) => change({ researchArea: e.target.value })}
            />
          </Field>
          <Field label="Current Stage" required error={errors.currentStage}>
            <Select
              value={values.currentStage}
              options={RESEARCH_STAGES}
              placeholder="Select your current stage"
              onChange={(e) => change({ currentStage: e.target.value })}
            />
          </Field>
          <Field label="Upload a document (optional)" hint="Your proposal, draft or chapter.">
            <FileInput field="researchDocument" files={docFiles} onChange={setDocument} />
          </Field>
          <CheckboxGroup
            legend="Support Needed"
            required
            options={SUPPORT_OPTIONS}
            value={values.supportNeeded}
            onChange={(supportNeeded) => change({ supportNeeded })}
            error={errors.supportNeeded}
          />
          {values.supportNeeded.includes('Other') && (
            <Field label="Other support needed" required error={errors.otherSupport}>
              <Textarea
                rows={3}
                value={values.otherSupport}
                onChange={(e) => change({ otherSupport: e.target.value })}
              />
            </Field>
          )}
          <Field label="Target Deadline" required error={errors.deadline}>
            <Select
              value={values.deadline}
              options={RESEARCH_DEADLINES}
              placeholder="Select your target deadline"
              onChange={(e) => change({ deadline: e.target.value })}
            />
          </Field>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
            {isMobile ? (
              <Button variant="secondary" onClick={() => setStep(1)}>
                Back
              </Button>
            ) : (
              <span />
            )}
            <Button type="submit" loading={submit.isPending}>
              Submit
            </Button>
          </div>
        </form>
      )}

      {step === 3 && (
        <div className="text-center">
          <p className="text-lg text-neutral-800">
            Thank you for reaching out. Our team will contact you within{' '}
            {RESEARCH_CONTACT_PROMISE_HOURS} hours.
          </p>
          <Button className="mt-6" onClick={() => navigate('/')}>
            Okay
          </Button>
        </div>
      )}

      <MessageDialog
        open={failure !== null}
        onOpenChange={(open) => !open && setFailure(null)}
        title="Error"
        message={failure ?? ''}
      />
    </WizardFrame>
  );
}
