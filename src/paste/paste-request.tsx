// "Paste request": a dialog with a textarea, and a paste straight into the
// empty form. The form says how a pasted request becomes its values; this says
// what was not filled, that a key was dropped, and asks before replacing values.
// The pasted text lives only in this component's state: never stored or logged.
import { useEffect, useId, useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../ui/dialog';
import { readPaste, type PastedRequest, type PasteSource } from './pasted-request';

export type FormFill<T> =
  { ok: true; values: T; notFilled: string[] } | { ok: false; problem: string };

const KEY_NOTICE = 'The pasted command carried a service key; it was not stored or used.';

const FROM: Record<PasteSource, string> = {
  json: 'the pasted JSON body',
  curl: 'the pasted cURL command',
  history: 'the pasted History entry',
};

interface Report {
  source?: PasteSource;
  notFilled: string[];
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
  children,
}: {
  /** The form's accessible name: a paste into it (when empty) fills it. */
  formName: string;
  toForm: (request: PastedRequest) => FormFill<T>;
  isEmpty: () => boolean;
  apply: (values: T) => void;
  /** More buttons for the row beside "Paste request". */
  children?: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string>();
  const [pending, setPending] = useState<{ values: T; report: Report }>();
  const [report, setReport] = useState<Report>();
  const fieldId = useId();

  /** Reads the text; a problem when not understood, else the values and what to say. */
  const interpret = (pasted: string): { values: T; report: Report } | { problem: string } => {
    const read = readPaste(pasted);
    if (!read.ok) return { problem: read.problem };
    const fill = toForm(read.request);
    if (!fill.ok) return { problem: fill.problem };
    const { source, keyIgnored } = read.request;
    return { values: fill.values, report: { source, notFilled: fill.notFilled, keyIgnored } };
  };
  const fill = (result: { values: T; report: Report }) => {
    apply(result.values);
    setReport(result.report);
  };

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
        onDismiss={() => {
          setReport(undefined);
        }}
      />
    </div>
  );
}

function PasteReport({ report, onDismiss }: { report: Report | undefined; onDismiss: () => void }) {
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
          {report.notFilled.length > 0 && <p>Not filled: {report.notFilled.join('; ')}</p>}
          {report.keyIgnored && <p>{KEY_NOTICE}</p>}
          <button type="button" className="button button--small" onClick={onDismiss}>
            Dismiss
          </button>
        </section>
      )}
    </div>
  );
}
