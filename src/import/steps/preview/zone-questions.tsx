// The zone column's names the console does not know, asked once each: the answer
// holds for every row with that name. Until a name is answered its rows are held
// (problem "zone-unknown"), and the page says so here, never silently.
import { useMemo } from 'react';
import { SelectField } from '../../../ui/field';
import type { BuildSummary } from '../../pipeline/rows-to-orders';
import { timeZones } from '../../pipeline/read/dates';
import { plural } from '../../pipeline/read/problems';
import type { FileSettings } from './use-build-settings';
import './zone-questions.css';

export function ZoneQuestions({
  summary,
  settings,
  busy,
  onChange,
}: {
  summary: BuildSummary;
  settings: FileSettings;
  busy: boolean;
  onChange: (next: FileSettings) => void;
}) {
  const zones = useMemo(() => timeZones(), []);
  const questions = summary.zoneQuestions ?? [];
  if (questions.length === 0) return null;
  const open = questions.filter((q) => q.answer === undefined);
  const held = open.reduce((n, q) => n + q.rows, 0);
  return (
    <fieldset className="zone-questions">
      <legend>Time zones in this file</legend>
      <p className="small">
        {open.length === 0
          ? 'Each zone name below is read in the zone you chose, on every row that has it.'
          : `${plural(held, 'row')} name a time zone this console does not know, so their orders are held. Choose the zone each name means: the answer holds for every row with that name.`}
      </p>
      {questions.map((q) => (
        <SelectField
          key={q.name}
          label={`Time zone “${q.name}” (${plural(q.rows, 'row')})`}
          value={settings.zoneAnswers?.[q.name] ?? ''}
          disabled={busy}
          hint={
            q.choices.length > 0
              ? 'This abbreviation means different zones in different places.'
              : undefined
          }
          onChange={(e) => {
            const { [q.name]: _old, ...rest } = settings.zoneAnswers ?? {};
            const answers = e.target.value === '' ? rest : { ...rest, [q.name]: e.target.value };
            onChange({ ...settings, zoneAnswers: answers });
          }}
        >
          <option value="">Choose a zone…</option>
          {q.choices.length > 0 && (
            <optgroup label="It could mean">
              {q.choices.map((c) => (
                <option key={c.zone} value={c.zone}>
                  {c.label}
                </option>
              ))}
            </optgroup>
          )}
          <optgroup label="Time zones">
            {zones.map((z) => (
              <option key={z} value={z}>
                {z}
              </option>
            ))}
          </optgroup>
        </SelectField>
      ))}
    </fieldset>
  );
}
