// "Share your need, get matched" (landing pitch, core-marketplace §1): a guest or a student
// describes what they need; matching tutors are told. A guest signs in at the end; what they typed
// waits in this tab (need-draft.ts) and is here again when they come back.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import {
  CURRENCIES,
  DEFAULT_TIMEZONE,
  STUDENT_TYPES,
  TEACHING_LEVELS,
  TUTORING_MODES,
  type Currency,
} from '@tm/shared/constants/marketplace';
import { NEED_LIMITS } from '@tm/shared/constants/needs';
import { postNeedRequestSchema } from '@tm/shared/schemas/needs';
import { AvailabilityField } from '@/components/ui/availability-picker';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { serverMessage } from '@/lib/api-client';
import { categoriesQuery, subcategoriesQuery } from '@/lib/lookups';
import { signInHref } from '@/lib/return-to';
import { useSession } from '@/lib/session-store';
import { showToast } from '@/lib/toast-store';
import { useDocumentTitle } from '@/lib/use-document-title';
import { viewerTimezone } from '@/lib/viewer-timezone';
import { usePostNeed } from '../api/post-need';
import { clearDraft, loadDraft, saveDraft, type NeedFormValues } from '../need-draft';

function blank(timezone: string): NeedFormValues {
  return {
    category: '',
    subject: '',
    level: 'Grade/Class',
    mode: 'Online Tutoring',
    pincode: '',
    days: [],
    times: [],
    timezone,
    budget: '',
    currency: 'INR',
    startDate: '',
    details: '',
    postedAs: 'parent',
  };
}

/** The request from the form; the budget is typed in rupees/dollars and sent in minor units. */
function toRequest(v: NeedFormValues) {
  const budget = v.budget.trim();
  const { budget: _omit, ...rest } = v;
  return {
    ...rest,
    budgetMinor: budget === '' ? null : Math.round(Number(budget) * 100),
  };
}

export default function PostNeedPage() {
  useDocumentTitle('Share your need');
  const session = useSession();
  const navigate = useNavigate();
  const [values, setValues] = useState<NeedFormValues>(() => ({
    ...blank(viewerTimezone(session.user) || DEFAULT_TIMEZONE),
    ...loadDraft(),
  }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const post = usePostNeed();
  const categories = useQuery(categoriesQuery);
  const subjects = useQuery({ ...subcategoriesQuery(values.category), enabled: !!values.category });
  // A changed field drops its message; the rest stay until the next submit.
  const forget = (...keys: string[]) =>
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !keys.includes(k))));
  const set = <K extends keyof NeedFormValues>(key: K, value: NeedFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    forget(key);
  };

  const isTutorOrAdmin = session.user && session.user.role !== 'student';

  function submit(e: React.FormEvent) {
    e.preventDefault();
    setFailure(null);
    const parsed = postNeedRequestSchema.safeParse(toRequest(values));
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] === 'budgetMinor' ? 'budget' : String(issue.path[0]);
        next[key] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    if (!session.isLoggedIn) {
      saveDraft(values);
      void navigate(signInHref('/post-need'));
      return;
    }
    post.mutate(parsed.data, {
      onSuccess: (need) => {
        clearDraft();
        showToast('Your need is posted. Matching tutors have been told.');
        void navigate(`/my-needs/${need.id}`);
      },
      onError: (err) =>
        setFailure(serverMessage(err) ?? 'Could not post your need. Please try again.'),
    });
  }

  if (isTutorOrAdmin)
    return (
      <Card className="mx-auto my-8 max-w-xl p-6">
        <h1 className="text-xl font-semibold">Share your need</h1>
        <p className="mt-2 text-neutral-700">
          Needs are posted by students and parents. Tutors see the ones that match them under Leads.
        </p>
      </Card>
    );

  const needsPin = values.mode !== 'Online Tutoring';
  return (
    <div className="mx-auto grid max-w-2xl gap-6 px-4 py-8">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight md:text-3xl">
          Share your need, get matched
        </h1>
        <p className="mt-2 text-neutral-700">
          Tell us what you need. Verified tutors who teach it, at times you are free, are told and
          send you offers to compare.
        </p>
      </div>
      <Card className="p-5 sm:p-6">
        <form className="grid gap-5" onSubmit={submit} noValidate aria-label="Your need">
          <div className="grid gap-5 sm:grid-cols-2">
            <Field label="Category" error={errors.category} required>
              <Select
                value={values.category}
                placeholder="Select a category"
                options={categories.data ?? []}
                onChange={(e) => {
                  forget('category', 'subject');
                  setValues((v) => ({ ...v, category: e.target.value, subject: '' }));
                }}
              />
            </Field>
            <Field label="Subject" error={errors.subject} required>
              <Select
                value={values.subject}
                placeholder={values.category ? 'Select a subject' : 'Choose a category first'}
                options={subjects.data ?? []}
                disabled={!values.category}
                onChange={(e) => set('subject', e.target.value)}
              />
            </Field>
            <Field label="Level" error={errors.level} required>
              <Select
                value={values.level}
                options={TEACHING_LEVELS}
                onChange={(e) => set('level', e.target.value as NeedFormValues['level'])}
              />
            </Field>
            <Field label="How do you want to learn?" error={errors.mode} required>
              <Select
                value={values.mode}
                options={TUTORING_MODES}
                onChange={(e) => set('mode', e.target.value as NeedFormValues['mode'])}
              />
            </Field>
            {needsPin && (
              <Field
                label="Your pincode"
                error={errors.pincode}
                hint={
                  values.mode === 'Home Tutoring'
                    ? 'Home tutoring is in Bengaluru only.'
                    : undefined
                }
                required
              >
                <Input
                  inputMode="numeric"
                  maxLength={6}
                  value={values.pincode}
                  onChange={(e) => set('pincode', e.target.value)}
                />
              </Field>
            )}
            <Field label="Start date" error={errors.startDate} required>
              <Input
                type="date"
                value={values.startDate}
                onChange={(e) => set('startDate', e.target.value)}
              />
            </Field>
          </div>
          <AvailabilityField
            label="Preferred days and times"
            days={values.days}
            times={values.times}
            onChange={(a) => {
              forget('days', 'times');
              setValues((v) => ({
                ...v,
                days: a.days as NeedFormValues['days'],
                times: a.times as NeedFormValues['times'],
              }));
            }}
            error={errors.days ?? errors.times}
            hint={`On your clock (${values.timezone}).`}
            required
          />
          <div className="grid gap-5 sm:grid-cols-[1fr_8rem]">
            <Field label="Budget per hour (optional)" error={errors.budget}>
              <Input
                inputMode="numeric"
                value={values.budget}
                onChange={(e) => set('budget', e.target.value)}
              />
            </Field>
            <Field label="Currency">
              <Select
                value={values.currency}
                options={CURRENCIES}
                onChange={(e) => set('currency', e.target.value as Currency)}
              />
            </Field>
          </div>
          <Field label="Anything tutors should know (optional)" error={errors.details}>
            <Textarea
              rows={4}
              maxLength={NEED_LIMITS.detailsMaxChars}
              showCount
              value={values.details}
              onChange={(e) => set('details', e.target.value)}
            />
          </Field>
          <Field label="I am a" error={errors.postedAs} required>
            <Select
              value={values.postedAs}
              options={STUDENT_TYPES.map((t) => ({
                value: t,
                label: t === 'parent' ? 'Parent' : 'Student',
              }))}
              onChange={(e) => set('postedAs', e.target.value as NeedFormValues['postedAs'])}
            />
          </Field>
          {failure && (
            <p role="alert" className="text-danger-700 text-sm">
              {failure}
            </p>
          )}
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" loading={post.isPending}>
              {session.isLoggedIn ? 'Post my need' : 'Sign in to post'}
            </Button>
            {!session.isLoggedIn && (
              <p className="text-sm text-neutral-600">
                What you typed stays here while you sign in.
              </p>
            )}
          </div>
        </form>
      </Card>
    </div>
  );
}
