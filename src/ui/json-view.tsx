import type { ResponseBody } from '../api/client';

/** Shows a response body as the text it is: pretty JSON, plain text, or "empty". Never as HTML. */
export function BodyView({ body, label }: { body: ResponseBody; label: string }) {
  if (body.kind === 'empty') return <p className="muted">{label}: empty</p>;
  const text = body.kind === 'json' ? JSON.stringify(body.value, null, 2) : body.text;
  return (
    <div>
      <div className="muted">
        {label}
        {body.kind === 'text' ? ' (text)' : ''}
      </div>
      <pre className="code" tabIndex={0} aria-label={label}>
        {text}
      </pre>
    </div>
  );
}
