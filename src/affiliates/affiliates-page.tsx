// The Affiliates page: the directory (by hand, from a file, learned from sends),
// each affiliate's statement, and conflicts between colleagues' edits to resolve.
import { useState } from 'react';
import { AffiliateCard } from './affiliate-card';
import { AffiliateForm } from './affiliate-form';
import type { AffiliateRecord } from './affiliate-record';
import { addAffiliates, saveAffiliate, type DirectoryRow } from './affiliate-store';
import { ConflictPanel } from './conflict-panel';
import { matches } from './find-affiliates';
import { ImportPanel } from './import-panel';
import { StatementPanel } from './statement-panel';
import { useDirectory } from './use-directory';
import './affiliates.css';
import { countOf } from '../lib/plural';

type Mode =
  | { kind: 'list' }
  | { kind: 'add' }
  | { kind: 'import' }
  | { kind: 'edit'; key: string }
  | { kind: 'conflict'; key: string };

const withoutKey = ({ key: _k, updatedAt: _u, updatedBy: _b, ...rest }: AffiliateRecord) => rest;

export function AffiliatesPage() {
  const { data: rows = [], error, isPending } = useDirectory();
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const [statementKey, setStatementKey] = useState<string | undefined>();
  const [search, setSearch] = useState('');
  const [said, setSaid] = useState<{ text: string; undo?: AffiliateRecord } | undefined>();
  const [failed, setFailed] = useState<string | undefined>();
  const records = rows.map((r) => r.record);
  const live = rows.filter((r) => !r.record.deleted);
  const shown = live
    .filter((r) => matches(r.record, search))
    .sort(
      (a, b) =>
        b.conflicts.length - a.conflicts.length || a.record.name.localeCompare(b.record.name),
    );
  const rowOf = (key: string): DirectoryRow | undefined => rows.find((r) => r.key === key);
  const statementOf = statementKey === undefined ? undefined : rowOf(statementKey)?.record;

  /** Every write says what happened, or why it did not: nothing typed is lost on failure. */
  const write = async (run: () => Promise<unknown>, done: NonNullable<typeof said>) => {
    try {
      await run();
      setFailed(undefined);
      setSaid(done);
      setMode({ kind: 'list' });
    } catch (e) {
      setFailed(
        `This browser could not save the directory (${e instanceof Error ? e.message : String(e)}). What you typed is still here: try again.`,
      );
    }
  };
  const editing = mode.kind === 'edit' ? rowOf(mode.key) : undefined;
  const conflicted = mode.kind === 'conflict' ? rowOf(mode.key) : undefined;

  return (
    <div className="affiliates-page">
      <h1>Affiliates</h1>
      <p className="muted">
        Who is behind each code and ID: typed here, imported from a file, or learned when a send’s
        answer names the affiliate. Kept in this browser (and shared with your team when one is set
        up).
      </p>
      <div className="affiliates-page__tools">
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            setMode({ kind: 'add' });
          }}
        >
          Add affiliate
        </button>
        <button
          type="button"
          className="button"
          onClick={() => {
            setMode({ kind: 'import' });
          }}
        >
          Import from a file
        </button>
      </div>
      <div aria-live="polite">
        {said && (
          <p className="notice">
            {said.text}{' '}
            {said.undo && (
              <button
                type="button"
                className="button button--small"
                onClick={() => {
                  const back = said.undo;
                  if (back)
                    void write(() => saveAffiliate(withoutKey(back), back.key), {
                      text: `${back.name} is back.`,
                    });
                }}
              >
                Undo
              </button>
            )}
          </p>
        )}
      </div>
      {failed && (
        <p role="alert" className="field__error">
          {failed}
        </p>
      )}
      {mode.kind === 'add' && (
        <AffiliateForm
          directory={records}
          onCancel={() => {
            setMode({ kind: 'list' });
          }}
          onSave={(fields) => write(() => saveAffiliate(fields), { text: `${fields.name} added.` })}
        />
      )}
      {editing && (
        <AffiliateForm
          key={editing.key}
          existing={editing.record}
          directory={records}
          onCancel={() => {
            setMode({ kind: 'list' });
          }}
          onSave={(fields) =>
            write(() => saveAffiliate(fields, editing.key), { text: `${fields.name} saved.` })
          }
        />
      )}
      {mode.kind === 'import' && (
        <ImportPanel
          directory={records}
          onClose={() => {
            setMode({ kind: 'list' });
          }}
          onAdd={(plan) =>
            write(() => addAffiliates(plan.add), {
              text: `${countOf(plan.add.length, 'affiliate')} added, ${String(plan.leftOut.length)} left out.`,
            })
          }
        />
      )}
      {conflicted && (
        <ConflictPanel
          key={conflicted.key}
          row={conflicted}
          onCancel={() => {
            setMode({ kind: 'list' });
          }}
          onResolve={(fields) =>
            write(() => saveAffiliate(fields, conflicted.key), {
              text: `Conflict resolved: ${fields.name} ${fields.deleted ? 'stays deleted' : 'saved'}.`,
            })
          }
        />
      )}
      {statementOf && (
        <StatementPanel
          key={statementOf.key}
          affiliate={statementOf}
          onClose={() => {
            setStatementKey(undefined);
          }}
        />
      )}
      <section aria-labelledby="directory-heading">
        <h2 id="directory-heading">Directory ({live.length})</h2>
        <div className="field affiliates-page__search">
          <label htmlFor="affiliates-search">Find an affiliate</label>
          <input
            id="affiliates-search"
            type="search"
            value={search}
            placeholder="Name, code or ID"
            onChange={(e) => {
              setSearch(e.target.value);
            }}
          />
        </div>
        {error && (
          <p role="alert" className="field__error">
            The directory could not be read: {error.message}
          </p>
        )}
        {isPending && <p aria-busy="true">Loading…</p>}
        {!isPending && live.length === 0 && (
          <p>
            No affiliates yet. Add one, import a file, or send an order: the Demo’s answers name the
            affiliate a code reached.
          </p>
        )}
        <ul className="affiliates-list">
          {shown.map((row) => (
            <AffiliateCard
              key={row.key}
              row={row}
              onEdit={() => {
                setMode({ kind: 'edit', key: row.key });
              }}
              onResolve={() => {
                setMode({ kind: 'conflict', key: row.key });
              }}
              onStatement={() => {
                setStatementKey(row.key);
              }}
              onDelete={() => {
                const r = row.record;
                void write(() => saveAffiliate({ ...withoutKey(r), deleted: true }, r.key), {
                  text: `${r.name} deleted.`,
                  undo: r,
                });
              }}
            />
          ))}
        </ul>
      </section>
    </div>
  );
}
