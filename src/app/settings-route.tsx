import { CommissionTypeEditor } from '../commissions/commission-type-editor';
import { SettingsPage } from '../connections/settings-page';

/** Settings gathers each feature's local settings under the connections list. */
export function SettingsRoute() {
  return (
    <SettingsPage>
      <CommissionTypeEditor />
    </SettingsPage>
  );
}
