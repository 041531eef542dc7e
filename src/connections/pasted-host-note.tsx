// A pasted cURL command that called another service than the active connection:
// say so (the form sends to the active one), and offer the connection that goes there.
import { useState } from 'react';
import type { Connection } from './connection';
import { connectionStore } from './connection-store';
import { useConnections } from './use-connections';

const trimSlash = (url: string) => url.replace(/\/+$/, '');

/** The base a service URL was called under: what comes before /v1/, or its origin. */
function baseOf(url: string): string | undefined {
  try {
    const u = new URL(url);
    const at = u.pathname.indexOf('/v1/');
    return trimSlash(`${u.origin}${at >= 0 ? u.pathname.slice(0, at) : ''}`);
  } catch {
    return undefined;
  }
}

const goesTo = (c: Connection, base: string) => trimSlash(c.baseUrl) === base;

export function PastedHostNote({ url }: { url: string }) {
  const { connections, active } = useConnections();
  const [switched, setSwitched] = useState<string>();
  const base = baseOf(url);
  if (base === undefined) return null;
  if (goesTo(active, base))
    return switched === active.id ? <p>Now sending to {active.name}, as the command did.</p> : null;
  const match = connections.find((c) => goesTo(c, base));
  return (
    <div>
      <p>
        The command was sent to {base}, not to {active.name} ({trimSlash(active.baseUrl)}). This
        form sends to {active.name}.
      </p>
      {match ? (
        <button
          type="button"
          className="button button--small"
          onClick={() => {
            setSwitched(match.id);
            connectionStore.activate(match.id);
          }}
        >
          Use {match.name}
        </button>
      ) : (
        <p>No connection of yours goes there; add one in Settings to send there.</p>
      )}
    </div>
  );
}
