import { useLocation } from 'wouter';
import { useEffect, useRef, useState } from 'react';
import { curlCommand } from '../api/curl';
import { CopyButton } from '../ui/copy-button';
import { LongText } from '../ui/long-text';
import { describeResult } from './duplicate-lookup';
import type { HistoryEntry } from './history-entry';
import { entryTitle } from './history-list';
import { reopenHref } from './reopen';
import { RequestFields, ResponseFields } from './request-fields';
import { authorLabel } from '../team';

interface Props {
  entry: HistoryEntry;
  onClose: () => void;
}

export function HistoryDetail({ entry, onClose }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  // An entry just chosen: reading starts at its heading. On a narrow screen the detail
  // opens below the list, so it is scrolled to the top of the view.
  useEffect(() => {
    const stacked = typeof matchMedia === 'function' && matchMedia('(max-width: 899px)').matches;
    heading.current?.scrollIntoView({ block: stacked ? 'start' : 'nearest' });
    heading.current?.focus({ preventScroll: true });
  }, []);
  const [, navigate] = useLocation();
  const [problem, setProblem] = useState('');
  const curl = curlCommand({
    method: entry.method,
    baseUrl: entry.baseUrl,
    path: entry.path,
    body: entry.requestBody,
  });
  const o = entry.outcome;
  return (
    <section className="card history-detail" aria-label="Entry details">
      <div className="section-head">
        <h2 ref={heading} tabIndex={-1}>
          {entryTitle(entry)}
        </h2>
        <button type="button" className="button button--small" onClick={onClose}>
          Close
        </button>
      </div>
      <dl className="facts">
        <dt>Sent</dt>
        <dd>{new Date(entry.startedAt).toLocaleString()}</dd>
        {(entry.sentBy || entry.sentByAccount) && (
          <>
            <dt>Sent by</dt>
            <dd>
              {authorLabel(entry.sentBy, entry.sentByAccount)}
              {entry.teamKey ? ' — a colleague, copied from the team' : ''}
            </dd>
          </>
        )}
        {entry.notShared && (
          <>
            <dt>Not shared</dt>
            <dd>The team refused this entry: {entry.notShared}. It is kept here, and only here.</dd>
          </>
        )}
        <dt>Connection</dt>
        <dd>
          {entry.connectionName} <span className="muted mono small">{entry.baseUrl}</span>
        </dd>
        <dt>Request</dt>
        <dd className="mono">
          {entry.method} {entry.path}
        </dd>
        <dt>Outcome</dt>
        <dd>
          {describeResult(entry)}
          {o.durationMs !== undefined ? ` in ${o.durationMs} ms` : ''}
          {o.message ? ` — ${o.message}` : ''}
        </dd>
      </dl>
      <div className="row-actions">
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            if (entry.id === undefined)
              setProblem('This entry has no id, so it cannot be opened. Copy it instead.');
            else navigate(reopenHref(entry.operation, entry.id));
          }}
        >
          Open as new
        </button>
        <CopyButton label="Copy cURL" text={() => curl} />
      </div>
      {problem && <p className="field__error">{problem}</p>}
      <RequestFields entry={entry} />
      <ResponseFields entry={entry} />
      <h3>cURL</h3>
      <p className="muted small">The key is read from $SERVICE_KEY; History never stores it.</p>
      {/* The body may be megabytes: the command is cut for display, copied whole. */}
      <LongText
        label="cURL command"
        show={(limit) => ({ text: curl.slice(0, limit), cut: curl.length > limit })}
        full={() => curl}
        fileName="request.sh"
      />
    </section>
  );
}
