import { Link } from 'wouter';
import { useActiveConnection } from '../connections';

/** The active connection, on every page; a production one is unmistakable. */
export function ConnectionBadge() {
  const connection = useActiveConnection();
  return (
    <Link
      href="/settings"
      className={connection.production ? 'conn conn--prod' : 'conn'}
      aria-label={`Connection: ${connection.name}${connection.production ? ', production' : ''}. Change in Settings.`}
    >
      <span className="conn__label">Connection</span>
      <span className="conn__name">{connection.name}</span>
      {connection.production && <span className="conn__prod">PRODUCTION</span>}
    </Link>
  );
}
