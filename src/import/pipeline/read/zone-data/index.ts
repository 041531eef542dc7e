// The zone names that need data of their own, loaded only when a file names its
// zones (see ../zone-names): Windows' names from Unicode CLDR's windowsZones (the
// windows-iana package ships it) and Rails' names (./rails-zones, generated).
import { WINDOWS_TO_IANA_MAP } from 'windows-iana';
import type { ZoneNames } from '../zone-names';
import { RAILS_ZONES } from './rails-zones';

let names: Map<string, string> | undefined;

// The same key as ../zone-names' nameKey (kept here so this chunk imports nothing back).
const key = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/** Windows and Rails names -> IANA zones. */
export function zoneNames(): ZoneNames {
  if (names) return names;
  names = new Map();
  // CLDR's "001" row is a Windows zone's main IANA zone ("Pacific Standard Time" -> Los Angeles).
  for (const row of WINDOWS_TO_IANA_MAP)
    if (row.territory === '001') names.set(key(row.windowsName), row.iana[0]);
  for (const [name, zone] of Object.entries(RAILS_ZONES)) names.set(key(name), zone);
  return names;
}
