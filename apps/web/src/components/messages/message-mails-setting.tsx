// The account pages' message mail setting: a mail when a message waits unread for 10 minutes (at
// most one an hour per conversation), on or off. Saved as soon as it changes.
import { MESSAGING_TEXT } from '@tm/shared/rules/messaging';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { serverMessage } from '@/lib/api-client';
import { useMessagingSettings, useSetMessageMails } from './messaging-settings-api';

export function MessageMailsSetting() {
  const settings = useMessagingSettings();
  const save = useSetMessageMails();
  const checked = save.isPending ? save.variables : (settings.data?.messageMails ?? true);
  return (
    <Card>
      <h2 className="text-lg font-semibold">Messages</h2>
      <label className="mt-3 flex items-start gap-3 text-sm text-neutral-800">
        <input
          type="checkbox"
          className="mt-0.5 size-4"
          checked={checked}
          disabled={!settings.isSuccess || save.isPending}
          onChange={(e) => save.mutate(e.target.checked)}
        />
        <span>
          Send me an email when a message waits unread for 10 minutes (at most one an hour for each
          conversation).
          {save.isPending && <Spinner className="ml-2" label="Saving" />}
        </span>
      </label>
      {settings.data?.suspended && (
        <p role="status" className="mt-3 text-sm text-danger-700">
          {MESSAGING_TEXT.suspended}
        </p>
      )}
      {(settings.isError || save.isError) && (
        <p role="alert" className="mt-3 text-sm text-danger-700">
          {serverMessage(save.error ?? settings.error) ??
            'Your message settings could not be loaded. Please try again.'}
        </p>
      )}
    </Card>
  );
}
