// "Paste request" above the commissions form, loaded after it (a lazy chunk).
import { useFormContext } from 'react-hook-form';
import { PastedHostNote } from '../connections';
import { PasteRequest, stableJson } from '../paste';
import { emptyCommissionForm, type CommissionFormValues } from './commission-form-values';
import { pastedToCommissionForm } from './paste-commission';

export default function CommissionsToolbar({ onFilled }: { onFilled: () => void }) {
  const form = useFormContext<CommissionFormValues>();
  return (
    <PasteRequest
      formName="Update commissions"
      toForm={pastedToCommissionForm}
      isEmpty={() => stableJson(form.getValues()) === stableJson(emptyCommissionForm())}
      apply={(values) => {
        form.reset(values);
        onFilled();
      }}
      hostNote={(url) => <PastedHostNote url={url} />}
    />
  );
}
