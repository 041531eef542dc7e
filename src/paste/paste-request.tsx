// "Paste request": a dialog with a textarea, and a paste straight into the
// empty form. The form says how a pasted request becomes its values; this says
// what was not filled, that a key was dropped, and asks before replacing values.
// The pasted text lives only in this component's state: never stored or logged.
import { useEffect, useId, useState, type ReactNode } from 'react';
import { focusFormField } from './focus-form';
import { ConfirmDialog } from '../ui/dialog';
import { readPaste, type PastedRequest, type PasteSource } from './pasted-request';

export type FormFill<T> =
  { ok: true; values: T; notFilled: string[]; notes?: string[] } | { ok: false; problem: string };

const KEY_NOTICE = 'The pasted command carried a service key; it was not stored or used.';

const FROM: Record<PasteSource, string> = {
  json: 'the pasted JSON body',
  curl: 'the pasted cURL command',
  history: 'the pasted History entry',
};

interface Report {
  source?: PasteSource;
  notFilled: string[];
  /** Values read in a kinder way than the contract writes them ("2" as 2). */
  notes?: string[];
  /** Where a pasted cURL command was going. */
  url?: string;
  keyIgnored: boolean;
  problem?: string;
}

/** Text that looks like a request rather than a value for one field. */
const looksLikeRequest = (text: string) => /^\s*(curl\s|\{|\[)/.test(text);

export function PasteRequest<T>({
  formName,
  toForm,
  isEmpty,
  apply,
  hostNote,
  children,
}: {
  /** The form's accessible name: a paste into it (when empty) fills it. */
  formName: string;
  toForm: (request: PastedRequest) => FormFill<T>;
  isEmpty: () => boolean;
  apply: (values: T) => void;
  /** What to say about the host a pasted cURL command called (the active connection's). */
  hostNote?: (url: string) => ReactNode;
  /** More buttons for the row beside "Paste request". */
  children?: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string>();
  const [pending, setPending] = useState<{ values: T; report: Report }>();
  const [report, setReport] = useState<Report>();
  // Bumped on each fill: focus goes to the form once the dialog has given it back.
  const [filled, setFilled] = useState(0);
  const fieldId = useId();

  /** Reads the text; a problem when not understood, else the values and what to say. */
  const interpret = (pasted: string): { values: T; report: Report } | { problem: string } => {
    const read = readPaste(pasted);
    if (!read.ok) return { problem: read.problem };
    const fill = toForm(read.request);
    if (!fill.ok) return { problem: fill.problem };
    const { source, keyIgnored, url } = read.request;
    const notes = fill.notes ?? [];
    return {
      values: fill.values,
      report: {
        source,
        notFilled: fill.notFilled,
        keyIgnored,
        ...(notes.length > 0 ? { notes } : {}),
        ...(url ? { url } : {}),
      },
    };
  };
  const fill = (result: { values: T; report: Report }) => {
    apply(result.values);
    setReport(result.report);
    setFilled((n) => n + 1);
  };

  // After the dialogs' own clean-up (which gives focus back to their opener), so
  // Ctrl+Enter sends the filled form straight away.
  useEffect(() => {
    if (filled > 0) focusFormField(formName);
  }, [filled, formName]);

  // A request pasted into the empty form fills it; a value pasted into a field stays a value.
  useEffect(() => {
    const onPaste = (e: ClipboardEvent) => {
      const target = e.target instanceof Element ? e.target : null;
      const form = target?.closest('form');
      if (form?.getAttribute('aria-label') !== formName || target instanceof HTMLTextAreaElement)
        return;
      const pasted = e.clipboardData?.getData('text/plain') ?? '';
      if (!looksLikeRequest(pasted) || !isEmpty()) return;
      e.preventDefault();
      const result = interpret(pasted);
      if ('problem' in result)
        setReport({ notFilled: [], keyIgnored: false, problem: result.problem });
      else fill(result);
    };
    document.addEventListener('paste', onPaste);
    return () => {
      document.removeEventListener('paste', onPaste);
    };
  });

  const close = () => {
    setOpen(false);
    setText('');
    setProblem(undefined);
  };
  const onFill = () => {
    const result = interpret(text);
    if ('problem' in result) {
      setProblem(`${result.problem} Nothing was changed.`);
      return;
    }
    close();
    if (isEmpty()) fill(result);
    else setPending(result);
  };

  return (
    <div className="paste-toolbar">
      <div className="row-actions">
        <button
          type="button"
          className="button button--small"
          onClick={() => {
            setOpen(true);
          }}
        >
          Paste request
        </button>
        {children}
      </div>
      {open && (
        <ConfirmDialog
          title="Paste request"
          confirmLabel="Fill the form"
          onConfirm={onFill}
          onCancel={close}
        >
          <p>A JSON body, a cURL command (Postman, Hoppscotch) or a History export entry.</p>
          <label htmlFor={fieldId}>Request to paste</label>
          <textarea
            id={fieldId}
            data-autofocus
            rows={8}
            spellCheck={false}
            autoComplete="off"
            value={text}
            onChange={(e) => {
              setText(e.target.value);
            }}
          />
          {problem && (
            <p role="alert" className="field__error">
              {problem}
            </p>
          )}
        </ConfirmDialog>
      )}
      {pending && (
        <ConfirmDialog
          title="Replace what the form holds?"
          confirmLabel="Replace values"
          danger
          onConfirm={() => {
            fill(pending);
            setPending(undefined);
          }}
          onCancel={() => {
            setPending(undefined);
          }}
        >
          <p>
            The form already has values. Filling it from{' '}
            {pending.report.source ? FROM[pending.report.source] : 'the paste'} replaces them.
          </p>
        </ConfirmDialog>
      )}
      <PasteReport
        report={report}
        hostNote={hostNote}
        onDismiss={() => {
          setReport(undefined);
        }}
      />
    </div>
  );
}

function PasteReport({
  report,
  hostNote,
  onDismiss,
}: {
  report: Report | undefined;
  hostNote: ((url: string) => ReactNode) | undefined;
  onDismiss: () => void;
}) {
  return (
    <div aria-live="polite" className="paste-report">
      {report && (
        <section aria-label="Pasted request" className="notice">
          {report.problem ? (
            <p>The paste was not understood: {report.problem} Nothing was changed.</p>
          ) : (
            <p>
              Filled from {report.source ? FROM[report.source] : 'the paste'}. Check it before you
              send.
            </p>
          )}
          {report.notes?.map((note) => (
            <p key={note}>{note}</p>
          ))}
          {report.notFilled.length > 0 && <p>Not filled: {report.notFilled.join('; ')}</p>}
          {report.url && hostNote?.(report.url)}
          {report.keyIgnored && <p>{KEY_NOTICE}</p>}
          <button type="button" className="button button--small" onClick={onDismiss}>
            Dismiss
          </button>
        </section>
      )}
    </div>
  );
}
