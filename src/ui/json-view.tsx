import { useCallback } from 'react';
import { RESPONSE_READ_LIMIT, type ResponseBody } from '../api/client';
import { bodyForDisplay } from '../lib/format-json';
import { LongText } from './long-text';

/**
 * Shows a response body as the text it is: pretty JSON, plain text, or "empty". Never as
 * HTML; any depth and any size, cut for display.
 */
export function BodyView({ body, label }: { body: ResponseBody; label: string }) {
  const show = useCallback((limit: number) => bodyForDisplay(body, limit), [body]);
  const full = useCallback(() => (body.kind === 'empty' ? '' : body.text), [body]);
  if (body.kind === 'empty') return <p className="muted">{label}: empty</p>;
  return (
    <div>
      <div className="muted">
        {label}
        {body.kind === 'text' ? ' (text)' : ''}
      </div>
      <LongText
        label={label}
        show={show}
        full={full}
        fileName={body.kind === 'json' ? 'response.json' : 'response.txt'}
        {...(body.kind === 'text' && body.cut
          ? {
              note: `The service sent more than ${RESPONSE_READ_LIMIT / 1024 / 1024} MB; the console read only the first ${RESPONSE_READ_LIMIT / 1024 / 1024} MB.`,
            }
          : {})}
      />
    </div>
  );
}
