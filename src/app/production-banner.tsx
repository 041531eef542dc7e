import { useActiveConnection } from '../connections';

/** On a production connection every page says so, above everything it shows. */
export function ProductionBanner() {
  const connection = useActiveConnection();
  if (!connection.production) return null;
  return (
    <div className="prod-banner">
      Production: “{connection.name}” changes real data. Every send asks for confirmation.
    </div>
  );
}
