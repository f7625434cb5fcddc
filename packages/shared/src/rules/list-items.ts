/**
 * The items of a list parameter: an array (repeated keys, or `key[]` merged by the server's query
 * parser), a comma-separated string, or (multipart bodies) a JSON array string. String items are
 * trimmed and empty ones dropped; anything else is kept as it is. Nothing at all: undefined.
 * The API's schemas (schemas/common.ts listParam) and the discovery filters read lists this way.
 */
export function listItems(value: unknown): unknown[] | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const out: unknown[] = [];
  for (const part of Array.isArray(value) ? value : [value]) {
    if (typeof part !== 'string') {
      out.push(part);
      continue;
    }
    const trimmed = part.trim();
    if (trimmed.startsWith('[')) {
      try {
        const parsed: unknown = JSON.parse(trimmed);
        if (Array.isArray(parsed)) {
          out.push(...parsed);
          continue;
        }
      } catch {
        // not JSON: fall through to comma splitting
      }
    }
    out.push(
      ...trimmed
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    );
  }
  return out;
}
