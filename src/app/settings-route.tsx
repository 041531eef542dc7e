import { CommissionTypeEditor } from '../commissions/page';
import { SettingsPage } from '../connections/page';
import { HistorySettings } from '../history/page';
import { TeamSection } from '../team/page';

/** Settings gathers each feature's local settings under the connections list. */
export function SettingsRoute() {
  return (
    <SettingsPage>
      <CommissionTypeEditor />
      <HistorySettings />
      <TeamSection />
    </SettingsPage>
  );
}
