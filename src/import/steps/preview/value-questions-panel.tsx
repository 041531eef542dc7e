// The file's type and status values the page cannot know the meaning of, each with how
// many rows hold it: a person says whether it is a sale, a refund of the sale it names,
// not a sale, or to hold it. Values the platform documents come answered; rows that move
// money out are never orders and are not asked. Answers are saved with the preset.
import './value-questions.css';
import { plural } from '../../pipeline/read/problems';
import {
  MEANING_LABELS,
  VALUE_MEANINGS,
  type ValueAnswers,
  type ValueMeaning,
} from '../../pipeline/read/value-meanings';
import type { ColumnQuestions, ValueQuestion } from '../../pipeline/read/value-questions';

const NOT_ANSWERED = '';

/** Rows whose value nobody answered: held until a person does. */
const unanswered = (v: ValueQuestion) => !v.documented && !v.answer;

/** What needs a person first, then what can be changed, then money out (never an order). */
const rank = (v: ValueQuestion) => (unanswered(v) ? 0 : v.documented?.fixed ? 2 : 1);
const byNeed = (values: readonly ValueQuestion[]) =>
  [...values].sort((a, b) => rank(a) - rank(b) || b.count - a.count);

export function ValueQuestionsPanel({
  questions,
  answers,
  busy,
  onAnswers,
}: {
  questions: readonly ColumnQuestions[];
  answers: ValueAnswers;
  busy: boolean;
  /** New answers: every order is checked again with them. */
  onAnswers: (next: ValueAnswers) => void;
}) {
  const open = questions.flatMap((q) => q.values.filter(unanswered));
  const openRows = open.reduce((n, v) => n + v.count, 0);
  const answer = (column: string, key: string, meaning: ValueMeaning | '') => {
    const { [key]: _old, ...rest } = answers[column] ?? {};
    onAnswers({ ...answers, [column]: meaning === '' ? rest : { ...rest, [key]: meaning } });
  };
  return (
    <section className="card value-questions" aria-labelledby="value-questions-heading">
      <h2 id="value-questions-heading">What the values mean</h2>
      <p className="muted">
        Each row’s type or status decides whether it is a sale. Values the platform documents are
        answered; say what the others mean. Payouts, transfers, fees and other money out are never
        orders. Save the mapping as a preset to keep these answers.
      </p>
      {open.length > 0 ? (
        <p className="warning" role="status">
          {plural(open.length, 'value')} not answered yet: {plural(openRows, 'row')} held until you
          say what {open.length === 1 ? 'it means' : 'they mean'}.
        </p>
      ) : (
        <p className="muted small" role="status">
          Every value has a meaning.
        </p>
      )}
      {questions.map((q) => (
        <table key={q.column} className="value-questions__table">
          <caption>Values in “{q.column}”</caption>
          <thead>
            <tr>
              <th scope="col">Value</th>
              <th scope="col" className="value-questions__count">
                Rows
              </th>
              <th scope="col">Meaning</th>
            </tr>
          </thead>
          <tbody>
            {byNeed(q.values).map((v) => (
              <tr key={v.key}>
                <th scope="row" className="mono value-questions__value">
                  {v.value}
                </th>
                <td className="value-questions__count">
                  {v.count.toLocaleString('en-US')}
                  {/* The Rows heading is hidden on narrow screens: the unit goes with the number. */}
                  <span className="value-questions__unit">{` ${v.count === 1 ? 'row' : 'rows'}`}</span>
                </td>
                <td className="value-questions__meaning">
                  {v.documented?.fixed ? (
                    <span>
                      Never an order
                      <span className="muted small value-questions__note">
                        {v.documented.reason ?? 'moves money out'}
                      </span>
                    </span>
                  ) : (
                    <>
                      <select
                        aria-label={`Meaning of “${v.value}” in ${q.column}`}
                        value={v.answer ?? v.documented?.meaning ?? NOT_ANSWERED}
                        disabled={busy}
                        onChange={(e) => {
                          answer(q.column, v.key, e.target.value as ValueMeaning | '');
                        }}
                      >
                        {!v.documented && <option value={NOT_ANSWERED}>Not answered (held)</option>}
                        {VALUE_MEANINGS.map((m) => (
                          <option key={m} value={m}>
                            {MEANING_LABELS[m]}
                          </option>
                        ))}
                      </select>
                      {v.documented && !v.answer && (
                        <span className="muted small value-questions__note">
                          As the platform documents it
                          {v.documented.reason ? `: ${v.documented.reason}` : ''}
                        </span>
                      )}
                    </>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </section>
  );
}
