// Adding or editing one affiliate by hand. A code or ID already held by another
// affiliate is refused, naming them: one code reaches one affiliate.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { TextAreaField, TextField } from '../ui/field';
import { sameText, type AffiliateFields, type AffiliateRecord } from './affiliate-record';
import {
  affiliateFormSchema,
  type AffiliateFormInput,
  type AffiliateFormOutput,
} from './affiliate-form-schema';

interface Props {
  existing?: AffiliateRecord | undefined;
  directory: readonly AffiliateRecord[];
  onSave: (fields: AffiliateFields) => Promise<void>;
  onCancel: () => void;
}

export function AffiliateForm({ existing, directory, onSave, onCancel }: Props) {
  const { register, handleSubmit, formState, setError } = useForm<
    AffiliateFormInput,
    unknown,
    AffiliateFormOutput
  >({
    resolver: zodResolver(affiliateFormSchema),
    defaultValues: {
      name: existing?.name ?? '',
      email: existing?.email ?? '',
      codes: existing?.codes.join(', ') ?? '',
      affiliateIds: existing?.affiliateIds.join(', ') ?? '',
      notes: existing?.notes ?? '',
    },
  });
  const errors = formState.errors;
  const others = directory.filter((r) => !r.deleted && r.key !== existing?.key);
  const heldBy = (field: 'codes' | 'affiliateIds', values: string[]) => {
    for (const v of values) {
      const owner = others.find((r) => r[field].some((x) => sameText(x, v)));
      if (owner) return `${v} is already ${owner.name}’s.`;
    }
    return undefined;
  };
  const save = async (v: AffiliateFormOutput) => {
    const codeClash = heldBy('codes', v.codes);
    const idClash = heldBy('affiliateIds', v.affiliateIds);
    if (codeClash) setError('codes', { message: codeClash }, { shouldFocus: true });
    if (idClash) setError('affiliateIds', { message: idClash }, { shouldFocus: !codeClash });
    if (codeClash || idClash) return;
    await onSave({
      name: v.name,
      codes: v.codes,
      affiliateIds: v.affiliateIds,
      ...(v.email ? { email: v.email } : {}),
      ...(v.notes ? { notes: v.notes } : {}),
    });
  };
  const title = existing ? `Edit ${existing.name}` : 'New affiliate';
  return (
    <form
      noValidate
      className="card"
      aria-label={title}
      onSubmit={(e) => void handleSubmit(save)(e)}
    >
      <h2>{title}</h2>
      {existing?.learned && (
        <p className="muted">
          Learned from a send. Once you save it, it is yours: sends never change it again.
        </p>
      )}
      <div className="grid grid--two">
        <TextField
          label="Name"
          // The person goes on where the form starts. autoFocus focuses in the commit that
          // shows the form; react-hook-form's setFocus waits a timer, and on a busy machine
          // took the focus back from the next field while someone was typing there.
          autoFocus
          autoComplete="off"
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="off"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label="Referral codes"
          autoComplete="off"
          spellCheck={false}
          hint="Commas or spaces between several, e.g. ALICE10, ALICE-SUMMER."
          error={errors.codes?.message}
          {...register('codes')}
        />
        <TextField
          label="Affiliate IDs"
          autoComplete="off"
          spellCheck={false}
          hint="As the commission update names them, e.g. aff-1001."
          error={errors.affiliateIds?.message}
          {...register('affiliateIds')}
        />
      </div>
      <TextAreaField label="Notes" rows={3} error={errors.notes?.message} {...register('notes')} />
      <div className="submit-bar">
        <button type="submit" className="button button--primary" disabled={formState.isSubmitting}>
          Save affiliate
        </button>
        <button type="button" className="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
