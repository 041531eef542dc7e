// Failed orders by cause and value, each group fixed once: unknown referral codes mapped to
// affiliates' codes (only those orders are sent again, in the same job, through the duplicate
// check and the production confirmation), orders the team kept back sent past it once a person
// has read what that can do, or any group left out.
import { statusLine } from '../../../api/status-text';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { recordOrderBodyRequest } from '../../../api/requests';
import { fetchSentOrderIds } from '../../../history';
import { pastTeam, requeueAmended, useJob, useSendAgain } from '../../../outbox/jobs';
import { type Failures, type FailureGroup, leftOutKey, valuesText } from './failure-groups';
import './failure-groups.css';
import { rememberMappings, useLastMappings } from './code-mappings-store';
import { MapCodesDialog } from './map-codes-dialog';
import { keepSentCodes } from './sent-codes-store';
import { TeamHoldDialog, teamHoldAction, teamHoldWords } from './team-hold-dialog';
import { countOf } from '../../../lib/plural';

const orders = (n: number) => countOf(n, 'order');

const CAUSES: Record<Exclude<FailureGroup['kind'], 'refused'>, string> = {
  'unknown-code': 'Unknown referral code',
  colleague: 'Sent first by a colleague',
  unasked: 'Kept back: the team could not be asked',
};
const causeOf = (g: FailureGroup) =>
  g.kind === 'refused' ? `Refused: ${g.message ?? 'no reason given'}` : CAUSES[g.kind];

export function FailureGroupsPanel({
  failures,
  onLeaveOut,
  onPutBack,
}: {
  /** Undefined while sending, or until read: what was said of the last fix stays. */
  failures: Failures | undefined;
  onLeaveOut: (keys: readonly string[]) => void;
  onPutBack: () => void;
}) {
  const job = useJob();
  const queryClient = useQueryClient();
  const [mapping, setMapping] = useState<FailureGroup | undefined>();
  const [pastTeamGroup, setPastTeamGroup] = useState<FailureGroup | undefined>();
  const [note, setNote] = useState<string>();
  const { sendAgain, dialogs } = useSendAgain();
  const jobId = job.job?.id;
  const connectionId = job.job?.connectionId;
  const connectionName = job.job?.connectionName ?? '';
  const lastMapping = useLastMappings(connectionId);

  /** Queues again, with their new codes, the orders refused for a code mapped here. */
  const requeue = async (codes: Map<string, string>) => {
    if (!jobId || !connectionId) return false;
    // The duplicate guard: an order recorded since (fixed in the order form) is not sent again.
    const recorded = new Set(await fetchSentOrderIds(queryClient, connectionId));
    let already = 0;
    const sentWith = new Map<number, string>();
    const queued = await requeueAmended(jobId, (item) => {
      const to =
        item.cause === 'refused' && item.status === 404
          ? codes.get(item.meta.referralCode ?? '')
          : undefined;
      if (to === undefined) return undefined;
      if (recorded.has(item.meta.orderId ?? item.label)) {
        already++;
        return undefined;
      }
      sentWith.set(item.index, to);
      return {
        index: item.index,
        label: item.label,
        // The order as it was stored, to the code it maps to.
        request: recordOrderBodyRequest(to, item.request.body),
        meta: { ...item.meta, referralCode: to },
        ...(item.detail !== undefined ? { detail: item.detail } : {}),
      };
    });
    if (queued === undefined) {
      setNote('This import is being sent in another tab: nothing was sent from here.');
      return false;
    }
    // The results table shows the code each order went with (sent-codes-store.ts).
    keepSentCodes(jobId, sentWith);
    setNote(
      [
        queued > 0 ? `${orders(queued)} sent again with the codes you gave.` : '',
        already > 0
          ? `${orders(already)} left as ${already === 1 ? 'it was' : 'they were'}: recorded on ${connectionName} since (see History).`
          : '',
      ]
        .filter(Boolean)
        .join(' '),
    );
    return queued > 0;
  };

  /** Sends again, with their new codes, the orders of the codes mapped; kept for the next import. */
  const sendMapped = (codes: Map<string, string>, count: number) => {
    if (connectionId) rememberMappings(connectionId, codes);
    setNote(undefined);
    void sendAgain({
      states: [],
      action: `Record ${orders(count)} again with the referral codes you gave`,
      prepare: () => requeue(codes),
    });
  };

  /** Queues again, to go past the team's guard, the orders of one group the team kept back. */
  const requeuePastTeam = async (group: FailureGroup) => {
    if (!jobId) return false;
    const keys = new Set(group.keys);
    const queued = await requeueAmended(jobId, (item) =>
      keys.has(leftOutKey(item)) ? pastTeam(item) : undefined,
    );
    if (queued === undefined) {
      setNote('This import is being sent in another tab: nothing was sent from here.');
      return false;
    }
    setNote(
      `${orders(queued)} sent ${group.kind === 'colleague' ? 'past the team’s duplicate guard' : 'without asking the team'}, as you chose.`,
    );
    return queued > 0;
  };

  const groups = failures?.groups ?? [];
  const leftOut = failures?.leftOut ?? { count: 0, values: [] };
  if (groups.length === 0 && leftOut.count === 0 && !note && !mapping && !pastTeamGroup)
    return dialogs;
  return (
    <section className="failure-groups" aria-labelledby="failure-groups-heading">
      <h3 id="failure-groups-heading">Failures by cause</h3>
      {groups.length > 0 && (
        <ul className="failure-groups__list">
          {groups.map((g) => (
            <li key={g.keys.join('\u0000')}>
              <span>
                <strong>{causeOf(g)}</strong>
                {g.values.length > 0
                  ? `: ${valuesText(g.values)}`
                  : ` × ${g.count.toLocaleString()}`}
                {g.status !== undefined && g.kind === 'refused' ? ` (${statusLine(g.status)})` : ''}
              </span>
              <div className="row-actions">
                {g.kind === 'unknown-code' && (
                  <button
                    type="button"
                    className="button button--small"
                    disabled={job.running}
                    onClick={() => {
                      setMapping(g);
                    }}
                  >
                    Map these codes…
                  </button>
                )}
                {teamHoldAction(g) && (
                  <button
                    type="button"
                    className="button button--small"
                    disabled={job.running}
                    onClick={() => {
                      setPastTeamGroup(g);
                    }}
                  >
                    {teamHoldAction(g)}
                  </button>
                )}
                <button
                  type="button"
                  className="button button--small"
                  aria-label={`Leave out the ${orders(g.count)}: ${causeOf(g)}`}
                  onClick={() => {
                    onLeaveOut(g.keys);
                  }}
                >
                  Leave them out
                </button>
              </div>
              {g.kind === 'unknown-code' && (
                <LastMappings
                  group={g}
                  lastMapping={lastMapping}
                  disabled={job.running}
                  onApply={sendMapped}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      {leftOut.count > 0 && (
        <p className="muted small">
          Left out by you: {orders(leftOut.count)} ({valuesText(leftOut.values)}). They stay failed
          in the results file: they were never recorded.{' '}
          <button type="button" className="button button--small" onClick={onPutBack}>
            Put them back
          </button>
        </p>
      )}
      {note && (
        <p role="status" className="small">
          {note}
        </p>
      )}
      {mapping && (
        <MapCodesDialog
          values={mapping.values}
          onCancel={() => {
            setMapping(undefined);
          }}
          lastMapping={lastMapping}
          onConfirm={(codes, count) => {
            setMapping(undefined);
            sendMapped(codes, count);
          }}
        />
      )}
      {pastTeamGroup && (
        <TeamHoldDialog
          group={pastTeamGroup}
          connectionName={connectionName}
          onCancel={() => {
            setPastTeamGroup(undefined);
          }}
          onConfirm={() => {
            const group = pastTeamGroup;
            setPastTeamGroup(undefined);
            setNote(undefined);
            void sendAgain({
              states: [],
              action: teamHoldWords(group),
              prepare: () => requeuePastTeam(group),
            });
          }}
        />
      )}
      {dialogs}
    </section>
  );
}

/**
 * The mappings this connection's last imports used for codes of this group, offered with one
 * click ("Last time you mapped ALICEX to ALICE10"): asked, never applied unasked.
 */
function LastMappings({
  group,
  lastMapping,
  disabled,
  onApply,
}: {
  group: FailureGroup;
  lastMapping: (code: string) => string | undefined;
  disabled: boolean;
  onApply: (codes: Map<string, string>, count: number) => void;
}) {
  const codes = new Map<string, string>();
  let count = 0;
  for (const { value, count: n } of group.values) {
    const to = lastMapping(value);
    if (to === undefined || to === value) continue;
    codes.set(value, to);
    count += n;
  }
  if (codes.size === 0) return null;
  return (
    <p className="small failure-groups__last">
      Last time you mapped {[...codes].map(([from, to]) => `${from} to ${to}`).join(', ')}.{' '}
      <button
        type="button"
        className="button button--small"
        disabled={disabled}
        onClick={() => {
          onApply(codes, count);
        }}
      >
        Send {orders(count)} again the same way
      </button>
    </p>
  );
}
