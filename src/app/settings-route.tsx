import { CommissionTypeEditor } from '../commissions/commission-type-editor';
import { SettingsPage } from '../connections/settings-page';
import { HistorySettings } from '../history/history-settings';

/** Settings gathers each feature's local settings under the connections list. */
export function SettingsRoute() {
  return (
    <SettingsPage>
      <CommissionTypeEditor />
      <HistorySettings />
    </SettingsPage>
  );
}
