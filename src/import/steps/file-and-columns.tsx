// Steps 1 and 2 (the file and its columns) once the orders are checked: one line that
// says which file, which preset and how many fields are read, the steps themselves on
// demand. Closed after each "Check orders", so the decisions come first; open until
// then. Kept mounted while closed: nothing typed in them is lost.
import { useState, type ReactNode } from 'react';
import { countOf } from '../../lib/plural';
import { presetById } from '../pipeline/presets/built-in';
import type { MappingState } from './mapping/use-mapping';
import type { Parsed } from '../session/session-owner';

export function FileAndColumns({
  parsed,
  mapping,
  checked,
  checks,
  children,
}: {
  parsed: Parsed | undefined;
  mapping: MappingState;
  /** The orders are checked: the steps may close. */
  checked: boolean;
  /** Changes on each "Check orders": the steps close again. */
  checks: number;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(!checked);
  const [closedFor, setClosedFor] = useState(checks);
  if (closedFor !== checks) {
    setClosedFor(checks);
    setOpen(false);
  }
  const preset = presetById(mapping.presetId);
  const fields = Object.values(mapping.mapping).filter((s) => s.kind !== 'none').length;
  return (
    <details
      className={`file-and-columns${checked ? '' : ' file-and-columns--until-checked'}`}
      open={!checked || open}
      onToggle={(e) => {
        setOpen(e.currentTarget.open);
      }}
    >
      <summary>
        {parsed
          ? `${parsed.name}, ${countOf(parsed.rowCount, 'row')} · ${preset ? `preset ${preset.name}` : 'no preset'} · ${countOf(fields, 'field')} read from its columns. Open to change the file or its columns.`
          : 'The file and its columns'}
      </summary>
      {children}
    </details>
  );
}
