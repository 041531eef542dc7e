// The older-period notice (older-team-notice.tsx) loads with its first use: Insights and a
// statement need it, the first page does not.
import { lazy, Suspense, type ComponentProps } from 'react';

const Notice = lazy(() =>
  import('./older-team-notice').then((m) => ({ default: m.OlderTeamNotice })),
);

export function OlderTeamNotice(props: ComponentProps<typeof Notice>) {
  return (
    <Suspense fallback={null}>
      <Notice {...props} />
    </Suspense>
  );
}
