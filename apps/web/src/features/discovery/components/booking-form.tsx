// The booking form of the tutor detail page (core-marketplace §2, §5, §9): trial mode
// (`?trial=true`) or paid; single or multiple sessions. The seven checks run in the spec's order
// (the same shared function the server re-runs); the first failure shows in an Error dialog
// (§8 "Error: validation messages") and at its field. Dates and times are the tutor's wall clock.
import { useId, useRef, useState } from 'react';
import { DAYS, LIMITS, type Day, type SessionType } from '@tm/shared/constants/marketplace';
import type { BookingField } from '@tm/shared/rules/booking-checks';
import { bookingPrice, durationLabel, sessionsLabel } from '@tm/shared/rules/booking-price';
import type { NeedBookingPrefill } from '@/lib/need-booking-link';
import {
  addMinutesToTime,
  countSessions,
  formatTime12,
  normaliseTime,
  firstSessionIn,
  formatDateLabel,
} from '@tm/shared/rules/booking-time';
import { safeZone, todayIn } from '@tm/shared/rules/dates';
import { AVAILABILITY_TEXT, isWithinAvailability } from '@tm/shared/rules/tutor-availability';
import { bookingCheckSchema, type SubmitBookingRequest } from '@tm/shared/schemas/booking';
import type { TutorDetailDto } from '@tm/shared/schemas/tutor-search';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { MessageDialog } from '@/components/ui/message-dialog';
import { Select } from '@/components/ui/select';
import { cn } from '@/lib/cn';
import { formatCurrency } from '@/lib/format';
import { useSession } from '@/lib/session-store';
import { useSchemaForm } from '@/lib/use-schema-form';
import { viewerTimezone } from '@/lib/viewer-timezone';
import { AvailabilityHint } from './availability-hint';

export interface BookingFormValues {
  subject: string;
  price: string;
  tutoringMode: string[];
  sessionType: SessionType;
  startDate: string;
  endDate: string;
  availableDays: Day[];
  startTime: string;
  endTime: string;
}

/** Initial values: a tutor offering one mode (or teaching one subject) has it preselected (§5). */
export function initialValues(tutor: TutorDetailDto): BookingFormValues {
  return {
    subject: tutor.subcategory.length === 1 ? tutor.subcategory[0]! : '',
    price: tutor.min_hour_charge !== null ? String(tutor.min_hour_charge) : '',
    tutoringMode: tutor.tutoring_mode.length === 1 ? [tutor.tutoring_mode[0]!] : [],
    sessionType: 'single',
    startDate: '',
    endDate: '',
    availableDays: [],
    startTime: '',
    endTime: '',
  };
}

/** The form filled in from a need's offer (subject, mode, price, first proposed date and time). */
export function prefilledValues(tutor: TutorDetailDto, p: NeedBookingPrefill): BookingFormValues {
  const base = initialValues(tutor);
  return {
    ...base,
    subject: tutor.subcategory.includes(p.subject) ? p.subject : base.subject,
    tutoringMode: tutor.tutoring_mode.some((m) => m === p.mode) ? [p.mode] : base.tutoringMode,
    price: p.price ?? base.price,
    startDate: p.date ?? '',
    startTime: p.startTime ?? '',
  };
}

export function toRequest(
  tutor: TutorDetailDto,
  v: BookingFormValues,
  trial: boolean,
): SubmitBookingRequest {
  const multiple = !trial && v.sessionType === 'multiple';
  return {
    tutorId: tutor._id,
    subject: v.subject,
    price: trial ? LIMITS.trialPrice : v.price,
    currency: tutor.currency,
    tutoringMode: v.tutoringMode as SubmitBookingRequest['tutoringMode'],
    sessionType: trial ? 'single' : v.sessionType,
    startDate: v.startDate,
    endDate: multiple ? v.endDate : null,
    availableDays: multiple ? v.availableDays : [],
    startTime: v.startTime,
    endTime: trial
      ? (addMinutesToTime(normaliseTime(v.startTime) ?? '', LIMITS.trialMinutes) ?? '')
      : v.endTime,
    isTrial: trial,
  };
}

interface BookingFormProps {
  tutor: TutorDetailDto;
  trial: boolean;
  values: BookingFormValues;
  onChange: (values: BookingFormValues) => void;
  onSubmit: (request: SubmitBookingRequest) => void;
  submitting: boolean;
}

export function BookingForm({
  tutor,
  trial,
  values: v,
  onChange,
  onSubmit,
  submitting,
}: BookingFormProps) {
  const { user } = useSession();
  const zone = safeZone(tutor.timezone);
  const myZone = viewerTimezone(user);
  const [dialog, setDialog] = useState<string | null>(null);
  // a request outside the tutor's stated availability is sent only after a warning.
  const [outsideAsk, setOutsideAsk] = useState<SubmitBookingRequest | null>(null);
  const availability = { avlDays: tutor.avl_days, avlTime: tutor.avl_time };
  const form = useRef<HTMLFormElement>(null);
  const ids = useId();
  // The seven checks of §5 in the spec's order (checkBooking, as the server runs them), on the
  // request these values make; the parent holds the values (they survive a sign-in detour).
  const checks = useSchemaForm<BookingFormValues>({
    defaultValues: v,
    store: { values: v, set: (patch) => onChange({ ...v, ...patch }) },
    prepare: (values) => toRequest(tutor, values, trial),
    schema: () =>
      bookingCheckSchema({
        profileComplete: user?.isFormSubmitted === true,
        now: new Date(),
        tutor: {
          minHourCharge: tutor.min_hour_charge,
          maxHourCharge: tutor.max_hour_charge,
          currency: tutor.currency,
          timezone: zone,
          tutoringModes: tutor.tutoring_mode,
          subjects: tutor.subcategory,
        },
      }),
  });
  const set = (patch: Partial<BookingFormValues>) => {
    checks.set(patch);
    checks.clearErrors(); // one failure is shown at a time: any change clears it
  };
  const errorFor = (field: BookingField) => checks.errors[field];
  const multiple = !trial && v.sessionType === 'multiple';
  const today = todayIn(zone, new Date());

  const request = toRequest(tutor, v, trial);
  const sessions = countSessions({
    sessionType: request.sessionType,
    isTrial: trial,
    startDate: v.startDate,
    endDate: request.endDate ?? null,
    availableDays: request.availableDays,
  });
  const price = bookingPrice({
    pricePerHour: Number(v.price) || 0,
    startTime: normaliseTime(v.startTime) ?? '',
    endTime: normaliseTime(request.endTime) ?? '',
    sessions,
    isTrial: trial,
  });
  const trialEnd = trial ? normaliseTime(request.endTime) : null;
  // the first real session on the student's clock (not the start date's).
  const local =
    v.startDate && normaliseTime(v.startTime) && myZone !== zone
      ? firstSessionIn(
          {
            sessionType: request.sessionType,
            isTrial: trial,
            startDate: v.startDate,
            endDate: request.endDate ?? null,
            availableDays: request.availableDays,
            startTime: normaliseTime(v.startTime)!,
            endTime: normaliseTime(request.endTime) ?? normaliseTime(v.startTime)!,
            timezone: zone,
          },
          myZone,
        )
      : null;

  const chosen = {
    sessionType: request.sessionType,
    isTrial: trial,
    startDate: v.startDate,
    endDate: request.endDate ?? null,
    availableDays: request.availableDays,
    startTime: normaliseTime(v.startTime) ?? '',
    endTime: normaliseTime(request.endTime) ?? '',
  };
  const outside =
    Boolean(chosen.startDate && chosen.startTime && chosen.endTime) &&
    !isWithinAvailability(chosen, availability);

  const send = checks.submit(
    (values) => {
      const checked = toRequest(tutor, values, trial);
      // outside the tutor's stated days and hours, ask before sending.
      if (outside) setOutsideAsk(checked);
      else onSubmit(checked);
    },
    (failure) => setDialog(failure.dialog.message),
  );

  const focusInvalid = () => {
    const el = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    el?.focus();
  };

  return (
    <form
      ref={form}
      onSubmit={(event) => {
        if (!submitting) return send(event);
        event.preventDefault(); // one request in flight
      }}
      noValidate
      aria-labelledby={`${ids}-title`}
      className="grid gap-5"
    >
      <div>
        <h2 id={`${ids}-title`} className="text-lg font-semibold text-neutral-900">
          {trial ? 'Book a Free Trial' : 'Book a Class'}
        </h2>
        <p className="mt-1 text-sm text-neutral-600">
          {trial
            ? `A free ${LIMITS.trialMinutes}-minute session to meet ${tutor.fullName}.`
            : `Send ${tutor.fullName} a request; you pay once it is accepted.`}
        </p>
      </div>

      <Field label="Subject" required error={errorFor('subject')}>
        <Select
          value={v.subject}
          onChange={(e) => set({ subject: e.target.value })}
          options={tutor.subcategory}
          placeholder="Select a subject"
        />
      </Field>

      {!trial && (
        <Field
          label={`Price per hour (${tutor.currency})`}
          required
          error={errorFor('price')}
          hint={
            tutor.min_hour_charge !== null && tutor.max_hour_charge !== null
              ? `Between ${formatCurrency(tutor.min_hour_charge, tutor.currency)} and ${formatCurrency(tutor.max_hour_charge, tutor.currency)}`
              : undefined
          }
        >
          <Input
            type="number"
            inputMode="decimal"
            min={tutor.min_hour_charge ?? 0}
            max={tutor.max_hour_charge ?? undefined}
            step="any"
            value={v.price}
            onChange={(e) => set({ price: e.target.value })}
          />
        </Field>
      )}

      <fieldset
        aria-invalid={errorFor('tutoringMode') ? true : undefined}
        tabIndex={-1}
        className="rounded-lg"
      >
        <legend className="mb-1.5 text-sm font-medium text-neutral-800">
          Tutoring mode{' '}
          <span className="text-danger-600" aria-hidden="true">
            *
          </span>
        </legend>
        <div className="flex flex-wrap gap-2">
          {tutor.tutoring_mode.map((mode) => (
            <CheckChip
              key={mode}
              label={mode}
              checked={v.tutoringMode.includes(mode)}
              onChange={(on) =>
                set({
                  tutoringMode: on
                    ? [...v.tutoringMode, mode]
                    : v.tutoringMode.filter((m) => m !== mode),
                })
              }
            />
          ))}
        </div>
        {errorFor('tutoringMode') && (
          <p className="mt-1.5 text-sm text-danger-700">{errorFor('tutoringMode')}</p>
        )}
      </fieldset>

      {!trial && (
        <fieldset>
          <legend className="mb-1.5 text-sm font-medium text-neutral-800">Sessions</legend>
          <div className="grid grid-cols-2 gap-2">
            {(['single', 'multiple'] as const).map((type) => (
              <label
                key={type}
                className={cn(
                  'flex h-11 cursor-pointer items-center justify-center gap-2 rounded-lg border text-sm font-medium has-focus-visible:outline-2 has-focus-visible:outline-accent-600',
                  v.sessionType === type
                    ? 'border-accent-700 bg-accent-50 text-accent-800'
                    : 'border-neutral-300 bg-white text-neutral-700',
                )}
              >
                <input
                  type="radio"
                  name={`${ids}-type`}
                  value={type}
                  checked={v.sessionType === type}
                  onChange={() => set({ sessionType: type })}
                  className="sr-only"
                />
                {type === 'single' ? 'Single session' : 'Multiple sessions'}
              </label>
            ))}
          </div>
        </fieldset>
      )}

      {multiple ? (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Start date" required error={errorFor('startDate')}>
              <Input
                type="date"
                min={today}
                value={v.startDate}
                onChange={(e) => set({ startDate: e.target.value })}
              />
            </Field>
            <Field label="End date" required error={errorFor('endDate')}>
              <Input
                type="date"
                min={v.startDate || today}
                value={v.endDate}
                onChange={(e) => set({ endDate: e.target.value })}
              />
            </Field>
          </div>
          <fieldset
            aria-invalid={errorFor('availableDays') ? true : undefined}
            tabIndex={-1}
            className="rounded-lg"
          >
            <legend className="mb-1.5 text-sm font-medium text-neutral-800">
              Days{' '}
              <span className="text-danger-600" aria-hidden="true">
                *
              </span>
            </legend>
            <div className="flex flex-wrap gap-2">
              {DAYS.map((day) => (
                <CheckChip
                  key={day}
                  label={day}
                  checked={v.availableDays.includes(day)}
                  onChange={(on) =>
                    set({
                      availableDays: on
                        ? DAYS.filter((d) => d === day || v.availableDays.includes(d))
                        : v.availableDays.filter((d) => d !== day),
                    })
                  }
                />
              ))}
            </div>
            {tutor.avl_days.length > 0 && (
              <p className="mt-1.5 text-xs text-neutral-600">
                Usually available: {tutor.avl_days.join(', ')}
              </p>
            )}
            {errorFor('availableDays') && (
              <p className="mt-1.5 text-sm text-danger-700">{errorFor('availableDays')}</p>
            )}
          </fieldset>
        </>
      ) : (
        <Field label="Date" required error={errorFor('startDate')}>
          <Input
            type="date"
            min={today}
            value={v.startDate}
            onChange={(e) => set({ startDate: e.target.value })}
          />
        </Field>
      )}

      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Start time" required error={errorFor('startTime')}>
          <Input
            type="time"
            value={v.startTime}
            onChange={(e) => set({ startTime: e.target.value })}
          />
        </Field>
        {trial ? (
          <div>
            <p className="mb-1.5 text-sm font-medium text-neutral-800">End time</p>
            <p
              className="flex h-11 items-center rounded-lg bg-neutral-50 px-3 text-sm text-neutral-700"
              aria-live="polite"
            >
              {trialEnd
                ? `${formatTime12(trialEnd)} (${LIMITS.trialMinutes} minutes)`
                : `${LIMITS.trialMinutes} minutes after the start`}
            </p>
          </div>
        ) : (
          <Field label="End time" required error={errorFor('endTime')}>
            <Input
              type="time"
              value={v.endTime}
              onChange={(e) => set({ endTime: e.target.value })}
            />
          </Field>
        )}
      </div>
      <p className="-mt-2 text-xs text-neutral-600">
        Dates and times are in the tutor&apos;s time zone ({zone}).
        {local &&
          ` ${sessions > 1 ? 'The first session' : 'That'} is ${formatDateLabel(local.date)}, ${formatTime12(local.startTime)} for you (${myZone}).`}
      </p>

      <AvailabilityHint tutor={tutor} tutorZone={zone} myZone={myZone} outside={outside} />

      <div className="rounded-lg bg-neutral-50 px-4 py-3" aria-live="polite">
        <p className="text-sm text-neutral-700">Total</p>
        {trial ? (
          <p className="text-lg font-semibold text-neutral-900">
            Free · 1 session of {LIMITS.trialMinutes} min
          </p>
        ) : price && sessions > 0 ? (
          <>
            <p className="text-lg font-semibold text-neutral-900">
              {formatCurrency(price.total, tutor.currency)}
            </p>
            <p className="text-xs text-neutral-600">
              {formatCurrency(price.pricePerHour, tutor.currency)}/hr ×{' '}
              {durationLabel(price.minutesPerSession)} × {sessionsLabel(price.sessions)}
            </p>
          </>
        ) : (
          <p className="text-sm text-neutral-600">
            Choose the {multiple ? 'dates, days' : 'date'} and times to see the total.
          </p>
        )}
      </div>

      <Button type="submit" size="lg" loading={submitting}>
        {trial ? 'Book Free Trial' : 'Request Booking'}
      </Button>

      <MessageDialog
        open={dialog !== null}
        onOpenChange={(open) => {
          if (open) return;
          setDialog(null);
          // Back to the field that needs attention once the dialog has returned focus.
          setTimeout(focusInvalid, 0);
        }}
        title="Error"
        message={dialog ?? ''}
      />
      <ConfirmDialog
        open={outsideAsk !== null}
        onOpenChange={(open) => !open && setOutsideAsk(null)}
        title={AVAILABILITY_TEXT.warningTitle}
        message={AVAILABILITY_TEXT.warning(tutor.fullName.split(' ')[0] ?? tutor.fullName)}
        confirmText={AVAILABILITY_TEXT.sendAnyway}
        cancelText={AVAILABILITY_TEXT.changeTime}
        onConfirm={() => {
          const pending = outsideAsk;
          setOutsideAsk(null);
          if (pending) onSubmit(pending);
        }}
      />
    </form>
  );
}

function CheckChip({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <label
      className={cn(
        'flex h-9 cursor-pointer items-center rounded-full border px-3.5 text-sm font-medium has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent-600',
        checked
          ? 'border-accent-700 bg-accent-700 text-white'
          : 'border-neutral-300 bg-white text-neutral-700 hover:bg-neutral-50',
      )}
    >
      <input
        type="checkbox"
        className="sr-only"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
      />
      {label}
    </label>
  );
}
