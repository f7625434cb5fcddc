/* eslint-disable no-control-regex -- matching control characters is this file's purpose */
// Control characters in request text: the rule the request gate
// (plugins/app/refuse-control-chars.ts) and the multipart reader (modules/files) both apply.

export const MSG_CONTROL_CHAR =
  'The request contains a control character (such as a NUL byte), which is not allowed.';

/** C0 controls and DEL; text may still hold tab, newline and carriage return. */
const TEXT_FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
/** In a path or query nothing below a space is text. */
export const URL_FORBIDDEN = /[\u0000-\u001f\u007f]|%(?:[01][0-9a-f]|7f)/i;

/** True when `value` (any JSON value) holds a string or key with a forbidden control character. */
export function hasControlChars(value: unknown): boolean {
  // Iterative: a deeply nested body must not overflow the stack.
  const stack: unknown[] = [value];
  while (stack.length) {
    const v = stack.pop();
    if (typeof v === 'string') {
      if (TEXT_FORBIDDEN.test(v)) return true;
    } else if (v && typeof v === 'object') {
      if (Array.isArray(v)) {
        for (const item of v) stack.push(item);
      } else if (!Buffer.isBuffer(v)) {
        for (const [k, item] of Object.entries(v)) {
          if (TEXT_FORBIDDEN.test(k)) return true;
          stack.push(item);
        }
      }
    }
  }
  return false;
}

/** Removes control characters from a name we only store and show (an uploaded file's name). */
export function stripControlChars(text: string): string {
  return text.replace(/[\u0000-\u001f\u007f]/g, '');
}
