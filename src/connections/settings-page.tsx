import { useState } from 'react';
import { ConfirmDialog } from '../ui/dialog';
import type { Connection } from './connection';
import { ConnectionForm } from './connection-form';
import { connectionStore } from './connection-store';
import { TEST_REQUEST } from './connection-test';
import { sendOverConnection } from './send';
import { TestConnectionPanel } from './test-connection-panel';
import { useConnections } from './use-connections';
import { DEMO_BULK_RANGE, demoAffiliates } from './demo';

export function SettingsPage({ children }: { children?: React.ReactNode }) {
  const { connections, active } = useConnections();
  const [editing, setEditing] = useState<Connection | 'new' | undefined>();
  const [deleting, setDeleting] = useState<Connection | undefined>();

  return (
    <>
      <h1>Settings</h1>
      <section className="card">
        <div className="section-head">
          <h2>Connections</h2>
          <button
            type="button"
            className="button"
            onClick={() => {
              setEditing('new');
            }}
          >
            New connection
          </button>
        </div>
        <ul className="connection-list">
          {connections.map((c) => (
            <li key={c.id} className={c.production ? 'connection connection--prod' : 'connection'}>
              <div>
                <strong>{c.name}</strong>
                {c.production && <span className="badge badge--prod">Production</span>}
                {c.id === active.id && <span className="badge">Active</span>}
                <div className="muted small mono">
                  {c.demo ? 'In-browser mock service, works offline' : c.baseUrl}
                </div>
              </div>
              <div className="row-actions">
                {c.id !== active.id && (
                  <button
                    type="button"
                    className="button button--small"
                    onClick={() => {
                      connectionStore.activate(c.id);
                    }}
                    aria-label={`Use ${c.name}`}
                  >
                    Use
                  </button>
                )}
                {!c.demo && (
                  <>
                    <button
                      type="button"
                      className="button button--small"
                      onClick={() => {
                        setEditing(c);
                      }}
                      aria-label={`Edit ${c.name}`}
                    >
                      Edit
                    </button>
                    <button
                      type="button"
                      className="button button--small"
                      onClick={() => {
                        setDeleting(c);
                      }}
                      aria-label={`Delete ${c.name}`}
                    >
                      Delete
                    </button>
                  </>
                )}
              </div>
            </li>
          ))}
        </ul>
        {active.demo && (
          <p className="muted small">
            Demo affiliates:{' '}
            {demoAffiliates()
              .map((a) => `${a.name} (code ${a.code}, id ${a.id})`)
              .join('; ')}
            ; and aff-{DEMO_BULK_RANGE.first} … aff-{DEMO_BULK_RANGE.last} (codes DEMO
            {DEMO_BULK_RANGE.first} … DEMO{DEMO_BULK_RANGE.last}) to try a change to many
            affiliates.
          </p>
        )}
        {!editing && (
          <TestConnectionPanel
            key={active.id}
            heading={`Test “${active.name}”, the active connection`}
            baseUrl={active.baseUrl}
            send={() => sendOverConnection(active, TEST_REQUEST)}
          />
        )}
      </section>
      {editing && (
        <ConnectionForm
          key={editing === 'new' ? 'new' : editing.id}
          existing={editing === 'new' ? undefined : editing}
          onDone={() => {
            setEditing(undefined);
          }}
        />
      )}
      {children}
      {deleting && (
        <ConfirmDialog
          title={`Delete “${deleting.name}”?`}
          confirmLabel="Delete connection"
          danger
          onCancel={() => {
            setDeleting(undefined);
          }}
          onConfirm={() => {
            connectionStore.remove(deleting.id);
            setDeleting(undefined);
          }}
        >
          <p>Its key is forgotten on this device. History entries stay.</p>
        </ConfirmDialog>
      )}
    </>
  );
}
