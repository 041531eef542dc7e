// The older-period notice (older-team-notice.tsx) loads with its first use, and only where
// it shows: a team is set and the period starts before this browser's window. Insights and a
// statement need it; the first page and a console without a team never load it.
import { lazy, Suspense, type ComponentProps } from 'react';
import { windowSince } from '../team';

const Notice = lazy(() =>
  import('./older-team-notice').then((m) => ({ default: m.OlderTeamNotice })),
);

export function OlderTeamNotice(props: Omit<ComponentProps<typeof Notice>, 'since'>) {
  const since = windowSince();
  if (since === undefined || props.query.from >= since) return null;
  return (
    <Suspense fallback={null}>
      <Notice since={since} {...props} />
    </Suspense>
  );
}
