// Step 6 (§2, §9): a date (not before today in India) and one of the hourly India-time slots,
// each also shown in the visitor's zone. Slots of today that have begun, and slots already paid
// for, cannot be chosen.
import { CONSULTATION_TIME_SLOTS } from '@tm/shared/constants/mentorship';
import { consultationToday, slotInZone, slotProblem } from '@tm/shared/rules/consultation';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { useConsultationSlots } from '../api/consultation';

interface SlotPickerProps {
  date: string;
  time: string;
  zone: string;
  errors: Record<string, string>;
  onChange: (patch: { sessionDate?: string; sessionTime?: string }) => void;
}

export function SlotPicker({ date, time, zone, errors, onChange }: SlotPickerProps) {
  const now = new Date();
  const slots = useConsultationSlots(date);
  const taken = new Set(slots.data?.filter((s) => s.taken).map((s) => s.time));
  return (
    <div className="grid gap-5">
      <Field label="Session date" required error={errors.sessionDate}>
        <Input
          type="date"
          min={consultationToday(now)}
          value={date}
          onChange={(e) => onChange({ sessionDate: e.target.value, sessionTime: '' })}
          className="max-w-xs"
        />
      </Field>
      <fieldset aria-describedby={errors.sessionTime ? 'slot-error' : undefined}>
        <legend className="mb-1.5 text-sm font-medium text-neutral-800">
          Session time (India time, IST)
          <span className="text-danger-600" aria-hidden="true">
            {' '}
            *
          </span>
        </legend>
        {!date ? (
          <p className="text-sm text-neutral-600">Choose a date to see the times.</p>
        ) : (
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 md:grid-cols-5">
            {CONSULTATION_TIME_SLOTS.map((slot) => {
              const past = slotProblem(date, slot, now) !== null;
              const isTaken = taken.has(slot);
              const disabled = past || isTaken;
              const local = slotInZone(date, slot, zone);
              return (
                <label
                  key={slot}
                  className={cn(
                    'flex min-h-11 cursor-pointer flex-col items-center justify-center rounded-lg border px-2 py-1.5 text-center text-sm has-focus-visible:outline-2 has-focus-visible:outline-accent-600',
                    time === slot
                      ? 'border-accent-700 bg-accent-50 font-semibold text-accent-900'
                      : 'border-neutral-300 bg-white text-neutral-800 hover:bg-neutral-50',
                    disabled && 'cursor-not-allowed bg-neutral-100 text-neutral-400 line-through',
                  )}
                >
                  <input
                    type="radio"
                    name="sessionTime"
                    className="sr-only"
                    value={slot}
                    checked={time === slot}
                    disabled={disabled}
                    onChange={() => onChange({ sessionTime: slot })}
                  />
                  {slot}
                  {local && (
                    <span className="text-xs font-normal text-neutral-600">{local} your time</span>
                  )}
                  {isTaken && <span className="sr-only"> (booked)</span>}
                </label>
              );
            })}
          </div>
        )}
        {errors.sessionTime && (
          <p id="slot-error" className="mt-1.5 text-sm text-danger-700">
            {errors.sessionTime}
          </p>
        )}
      </fieldset>
    </div>
  );
}
