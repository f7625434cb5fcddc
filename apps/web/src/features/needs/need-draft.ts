// A guest's need, kept in this tab while they sign in, so nothing they typed is lost.
import type { PostNeedRequest } from '@tm/shared/schemas/needs';

const KEY = 'tm.need-draft';

export type NeedFormValues = Omit<PostNeedRequest, 'budgetMinor'> & { budget: string };

export function saveDraft(values: NeedFormValues): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(values));
  } catch {
    // Storage refused (private mode): the guest retypes after signing in.
  }
}

export function loadDraft(): Partial<NeedFormValues> | null {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as Partial<NeedFormValues>) : null;
  } catch {
    return null;
  }
}

export function clearDraft(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // nothing to clear
  }
}
