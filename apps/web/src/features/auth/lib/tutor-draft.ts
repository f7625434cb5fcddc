// The tutor sign-up draft survives a reload (issue: a tutor uploading documents must not lose six
// steps of typing): the typed values and the step go to localStorage, the chosen files to
// IndexedDB (which stores File objects as they are). Both are keyed by the tutor's id and
// removed once the form is submitted. If IndexedDB is unavailable, only the files are lost.
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import {
  FILE_FIELDS,
  type FileFieldName,
  type TutorFormValues,
} from '@/entities/tutor/form/form-values';

const TEXT_KEY = (userId: string) => `tutor-sign-up-draft:${userId}`;
const DB_NAME = 'tm-drafts';
const STORE = 'tutor-sign-up-files';

type DraftFiles = Pick<TutorFormValues, FileFieldName>;
interface StoredText {
  step: number;
  values: Omit<TutorFormValues, FileFieldName>;
}

function withoutFiles(values: TutorFormValues): StoredText['values'] {
  const copy: Partial<TutorFormValues> = { ...values };
  for (const f of FILE_FIELDS) delete copy[f];
  return copy as StoredText['values'];
}
function filesOf(values: TutorFormValues): DraftFiles {
  return {
    profilePhoto: values.profilePhoto,
    addressProof: values.addressProof,
    certificates: values.certificates,
    govt_ids: values.govt_ids,
    resume: values.resume,
  };
}

function readText(userId: string): StoredText | null {
  try {
    const raw = window.localStorage.getItem(TEXT_KEY(userId));
    const parsed = raw ? (JSON.parse(raw) as StoredText) : null;
    return parsed && typeof parsed.step === 'number' && parsed.values ? parsed : null;
  } catch {
    return null;
  }
}
function writeText(userId: string, draft: StoredText | null) {
  try {
    if (draft) window.localStorage.setItem(TEXT_KEY(userId), JSON.stringify(draft));
    else window.localStorage.removeItem(TEXT_KEY(userId));
  } catch {
    // storage full or blocked: the form still works, it just will not survive a reload
  }
}

function openDb(): Promise<IDBDatabase | null> {
  return new Promise((resolve) => {
    if (typeof indexedDB === 'undefined') return resolve(null);
    try {
      const req = indexedDB.open(DB_NAME, 1);
      req.onupgradeneeded = () => req.result.createObjectStore(STORE);
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => resolve(null);
    } catch {
      resolve(null);
    }
  });
}
async function idb<T>(
  mode: IDBTransactionMode,
  run: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T | null> {
  const db = await openDb();
  if (!db) return null;
  return new Promise((resolve) => {
    try {
      const tx = db.transaction(STORE, mode);
      const req = run(tx.objectStore(STORE));
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => resolve(null);
      tx.oncomplete = () => db.close();
    } catch {
      db.close();
      resolve(null);
    }
  });
}
const readFiles = (userId: string) =>
  idb<DraftFiles | undefined>(
    'readonly',
    (s) => s.get(userId) as IDBRequest<DraftFiles | undefined>,
  );
const writeFiles = (userId: string, files: DraftFiles | null) =>
  idb<unknown>('readwrite', (s) =>
    files
      ? (s.put(files, userId) as IDBRequest<unknown>)
      : (s.delete(userId) as IDBRequest<unknown>),
  );

/**
 * The wizard's values and step, restored from the draft when there is one. `filesRestored` turns
 * true once IndexedDB has answered (the files are merged in then).
 */
export function useTutorDraft(userId: string, initial: () => TutorFormValues) {
  const [state, setState] = useState(() => {
    const saved = readText(userId);
    const base = initial();
    return {
      step: saved?.step ?? 2,
      values: saved ? { ...base, ...saved.values } : base,
      restored: Boolean(saved),
    };
  });
  const [filesRestored, setFilesRestored] = useState(false);
  const lastFiles = useRef<DraftFiles | null>(null);

  useEffect(() => {
    let live = true;
    void readFiles(userId).then((files) => {
      if (!live) return;
      if (files) {
        lastFiles.current = files;
        setState((s) => ({ ...s, values: { ...s.values, ...files } }));
      }
      setFilesRestored(true);
    });
    return () => {
      live = false;
    };
  }, [userId]);

  // Save after every change, before the browser paints it; files only when one of them changed
  // (and after the restore).
  useLayoutEffect(() => {
    writeText(userId, { step: state.step, values: withoutFiles(state.values) });
    if (!filesRestored) return;
    const files = filesOf(state.values);
    const prev = lastFiles.current;
    if (!prev || FILE_FIELDS.some((f) => prev[f] !== files[f])) {
      lastFiles.current = files;
      void writeFiles(userId, files);
    }
  }, [userId, state, filesRestored]);

  const set = useCallback(
    (patch: Partial<TutorFormValues>) =>
      setState((s) => ({ ...s, values: { ...s.values, ...patch } })),
    [],
  );
  const setStep = useCallback((step: number) => setState((s) => ({ ...s, step })), []);
  const clear = useCallback(async () => {
    writeText(userId, null);
    await writeFiles(userId, null);
  }, [userId]);

  return {
    values: state.values,
    step: state.step,
    restored: state.restored,
    filesRestored,
    set,
    setStep,
    clear,
  };
}
