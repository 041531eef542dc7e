// The choices that change how one file is read (tax basis, source time zone,
// date format, repeated lines) and which statuses are sent. They start afresh
// with each file; the statuses start from "settled only" after each check.
import { useCallback } from 'react';
import { keptWithImport, type Parsed } from '../../session/session-owner';
import { useKept } from '../../session/use-import-session';
import type { BuildSettings, BuildSummary, ImportedOrder } from '../../pipeline/rows-to-orders';
import { browserTimeZone } from '../../pipeline/read/dates';

export type FileSettings = Omit<BuildSettings, 'presetId'>;

// Kept with the import: after a visit to another page they are those the check used.
const fileSettings = keptWithImport<{ for: Parsed; settings: FileSettings }>();
const statusKeys = keptWithImport<{ for: BuildSummary | undefined; keys: Set<string> }>();

export function useBuildSettings(parsed: Parsed | undefined) {
  const [state, setState] = useKept(fileSettings);
  const settings: FileSettings =
    parsed && state?.for === parsed ? state.settings : { sourceTimeZone: browserTimeZone() };
  const setSettings = (next: FileSettings) => {
    if (parsed) setState({ for: parsed, settings: next });
  };
  return [settings, setSettings] as const;
}

/** Statuses a person ticked, for one check's result; undefined: the settled ones. */
export function useStatusFilter(summary: BuildSummary | undefined) {
  const [state, setState] = useKept(statusKeys);
  const chosen = state && state.for === summary ? state.keys : undefined;
  const included = useCallback(
    (o: ImportedOrder) =>
      !o.orderStatus.never && (chosen ? chosen.has(o.orderStatus.key) : o.orderStatus.settled),
    [chosen],
  );
  const setChosen = (keys: Set<string>) => {
    setState({ for: summary, keys });
  };
  return { chosen, included, setChosen };
}
