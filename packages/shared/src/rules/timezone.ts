// browsers (ICU) still report some zones by their old IANA names: Chromium says
// "Asia/Calcutta" where the product stores and shows "Asia/Kolkata". Every zone read from the
// browser goes through canonicalZone, so one zone has one name on every screen.

/** Old IANA names (backward links) that browsers still report, to their current names. */
const CANONICAL: Record<string, string> = {
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Dacca': 'Asia/Dhaka',
  'Asia/Thimbu': 'Asia/Thimphu',
  'Asia/Ulan_Bator': 'Asia/Ulaanbaatar',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'Europe/Kiev': 'Europe/Kyiv',
  'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
  'America/Indianapolis': 'America/Indiana/Indianapolis',
  'America/Louisville': 'America/Kentucky/Louisville',
  'America/Godthab': 'America/Nuuk',
  'Pacific/Enderbury': 'Pacific/Kanton',
  'Pacific/Truk': 'Pacific/Chuuk',
  'Pacific/Ponape': 'Pacific/Pohnpei',
};

/**
 * An IANA zone name: `Area/Location` (Asia/Kolkata, America/Argentina/Buenos_Aires, Etc/GMT+5) or
 * a bare name such as UTC. Fixed offsets ("+05:30", "UTC+5:30") are refused: luxon computes in
 * them, and newer browsers' Intl accepts them, but the product stores a zone, not an offset
 * (core-marketplace §3: "IANA timezone"). The one time-zone validator of the product.
 */
export function isIanaZone(zone: unknown): zone is string {
  if (typeof zone !== 'string' || zone.length > 64 || !IANA_NAME.test(zone)) return false;
  // The zone database's own answer (ICU's, through Intl: what luxon's IANAZone.isValidZone asks
  // too). Asked directly so screens that only check a zone load no date library.
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone }).format();
    return true;
  } catch {
    return false;
  }
}
const IANA_NAME = /^[A-Za-z][A-Za-z_-]*(\/[A-Za-z0-9_+-]+)*$/;

/**
 * The current IANA name of a zone, spelled as the database spells it (asia/kolkata and
 * Asia/Calcutta are Asia/Kolkata). Names that are not zones are returned as they are.
 */
export function canonicalZone(zone: string): string {
  if (CANONICAL[zone]) return CANONICAL[zone];
  let resolved: string;
  try {
    // ICU knows the proper case; it may answer an old name, which the table maps to the current.
    resolved = new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return zone;
  }
  const current = CANONICAL[resolved] ?? resolved;
  const same = (name: string) => name.toLowerCase() === zone.toLowerCase();
  return same(resolved) || same(current) ? current : zone;
}

/** A list of zones by their current names, each once, in the order given. */
export function canonicalZones(zones: readonly string[]): string[] {
  return [...new Set(zones.map(canonicalZone))];
}
