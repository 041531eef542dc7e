// The result of one send. Success is announced politely (role=status), a
// failure or an unknown outcome assertively (role=alert); both include the status code.
import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'wouter';
import { statusLine } from '../api/status-text';
import type { Outcome } from '../api/client';
import type { OutcomeView } from '../api/describe-outcome';
import { BodyView } from './json-view';

interface Props {
  outcome: Outcome;
  view: OutcomeView;
  /** Extra lines under the detail, e.g. the service's field errors that match no field. */
  extra?: ReactNode;
  actions?: ReactNode;
  /** Where History shows this send. */
  historyHref?: string;
}

export function OutcomePanel({ outcome, view, extra, actions, historyHref }: Props) {
  const role = view.tone === 'success' ? 'status' : 'alert';
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    // The panel appears below a long form: bring it into sight, unless a field the answer
    // was about already took focus (a 404 on the referral code): that field is what to see.
    // (The panel loads lazily, so it can mount after that field was focused.)
    if (document.activeElement?.getAttribute('aria-invalid') === 'true') return;
    ref.current?.scrollIntoView({ block: 'nearest' });
  }, [outcome]);
  return (
    <section ref={ref} className={`outcome outcome--${view.tone}`} aria-label="Outcome">
      <div role={role}>
        <p className="outcome__title">
          {view.title}
          {view.status !== undefined && (
            <span className="outcome__status"> · {statusLine(view.status)}</span>
          )}
        </p>
        {view.detail && <p className="outcome__detail">{view.detail}</p>}
        {extra}
      </div>
      <p className="muted">
        {outcome.durationMs} ms
        {'body' in outcome
          ? ''
          : outcome.kind === 'redirect'
            ? ' · redirect not followed'
            : ' · no response'}
      </p>
      {'body' in outcome && <BodyView body={outcome.body} label="Response body" />}
      {(actions || historyHref) && (
        <div className="outcome__actions">
          {actions}
          {/* The link's name leaves out "History", so that it never shares a name with the navigation's History link. */}
          {historyHref && (
            <span>
              Kept in History: <Link href={historyHref}>open this send’s entry</Link>
            </span>
          )}
        </div>
      )}
    </section>
  );
}
