// Issue 14: browsers (ICU) still report some zones by their old IANA names: Chromium says
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

/** The current IANA name of a zone (unknown names are returned as they are). */
export function canonicalZone(zone: string): string {
  return CANONICAL[zone] ?? zone;
}

/** A list of zones by their current names, each once, in the order given. */
export function canonicalZones(zones: readonly string[]): string[] {
  return [...new Set(zones.map(canonicalZone))];
}
