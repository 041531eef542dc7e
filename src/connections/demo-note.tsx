import { Link } from 'wouter';
import { useConnections } from './use-connections';

/** First run: what the Demo is, and the way to a real service. Gone once one is added. */
export function DemoNote() {
  const { connections } = useConnections();
  if (connections.some((c) => !c.demo)) return null;
  return (
    <p className="muted">
      You are on the Demo, a pretend service inside this browser: nothing is sent anywhere. To send
      to your own service, add it in <Link href="/settings">Settings › New connection</Link>.
    </p>
  );
}
