// A file's zone column, read once per name: each distinct name is looked up
// (./zone-names) or answered by the person, so "Pacific Time (US & Canada)" on
// 4,264 rows is one lookup and, when unknown, one question for all of them.
import { readZoneName, type ZoneAt, type ZoneChoice, type ZoneNames } from './zone-names';

/** A name the console cannot read by itself: asked once for every row that has it. */
export interface ZoneQuestion {
  name: string;
  /** Rows with this name. */
  rows: number;
  /** For an ambiguous abbreviation, its meanings; else empty (any IANA zone). */
  choices: readonly ZoneChoice[];
  /** The zone the person chose, when they have. */
  answer?: string;
}

export interface RowZones {
  /** The zone for a row's name; undefined while it is unanswered. */
  zoneOf(name: string): ZoneAt | undefined;
  questions: ZoneQuestion[];
}

export function readRowZones(
  names: Iterable<string>,
  answers: Readonly<Record<string, string>> = {},
  known?: ZoneNames,
): RowZones {
  const counts = new Map<string, number>();
  for (const raw of names) {
    const name = raw.trim();
    if (name !== '') counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  const zones = new Map<string, ZoneAt>();
  const questions: ZoneQuestion[] = [];
  for (const [name, rows] of counts) {
    const read = readZoneName(name, known);
    if (read.kind === 'zone') {
      zones.set(name, read.zone);
      continue;
    }
    const answer = answers[name];
    const answered = answer === undefined ? undefined : readZoneName(answer);
    if (answered?.kind === 'zone') zones.set(name, answered.zone);
    questions.push({
      name,
      rows,
      choices: read.kind === 'ambiguous' ? read.choices : [],
      ...(answered?.kind === 'zone' && answer ? { answer } : {}),
    });
  }
  questions.sort((a, b) => b.rows - a.rows || a.name.localeCompare(b.name));
  return { zoneOf: (name) => zones.get(name.trim()), questions };
}
