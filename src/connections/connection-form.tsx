import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CheckboxField, FieldShell, TextField } from '../ui/field';
import type { Connection } from './connection';
import {
  connectionFormSchema,
  type ConnectionFormInput,
  type ConnectionFormOutput,
} from './connection-form-schema';
import { connectionStore } from './connection-store';
import { DEFAULT_TIMEOUT_MS, sendRequest } from '../api/client';
import { TEST_REQUEST } from './connection-test';
import { TestConnectionPanel } from './test-connection-panel';
import { BaseUrlV1Note } from './base-url-v1-note';

interface Props {
  existing?: Connection;
  onDone: () => void;
}

export function ConnectionForm({ existing, onDone }: Props) {
  const [showKey, setShowKey] = useState(false);
  const { register, handleSubmit, formState, control, getValues, setValue } = useForm<
    ConnectionFormInput,
    unknown,
    ConnectionFormOutput
  >({
    resolver: zodResolver(connectionFormSchema),
    defaultValues: {
      name: existing?.name ?? '',
      baseUrl: existing?.baseUrl ?? '',
      serviceKey: (existing && connectionStore.keyFor(existing)) ?? '',
      timeoutSeconds: String(existing?.timeoutSeconds ?? DEFAULT_TIMEOUT_MS / 1000),
      production: existing?.production ?? false,
      rememberKey: existing?.rememberKey ?? false,
    },
  });
  const errors = formState.errors;
  // The test goes to the base URL and key as typed, before anything is saved.
  const baseUrl = useWatch({ control, name: 'baseUrl' });
  const typedUrl = connectionFormSchema.shape.baseUrl.safeParse(baseUrl);
  const testTyped = () => {
    const timeout = connectionFormSchema.shape.timeoutSeconds.safeParse(
      getValues('timeoutSeconds'),
    );
    return sendRequest({
      baseUrl: typedUrl.data ?? '',
      serviceKey: getValues('serviceKey').trim(),
      ...TEST_REQUEST,
      timeoutMs: (timeout.success ? timeout.data : DEFAULT_TIMEOUT_MS / 1000) * 1000,
    });
  };
  const save = (v: ConnectionFormOutput) => {
    const id = existing?.id ?? `c-${crypto.randomUUID()}`;
    connectionStore.save(
      {
        id,
        name: v.name,
        baseUrl: v.baseUrl,
        production: v.production,
        rememberKey: v.rememberKey,
        timeoutSeconds: v.timeoutSeconds,
      },
      v.serviceKey,
    );
    onDone();
  };
  const key = register('serviceKey');
  return (
    <form
      noValidate
      className="card"
      aria-label={existing ? `Edit ${existing.name}` : 'New connection'}
      onSubmit={(e) => void handleSubmit(save)(e)}
    >
      <h2>{existing ? `Edit “${existing.name}”` : 'New connection'}</h2>
      <div className="grid">
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
          label="Base URL"
          type="url"
          autoComplete="off"
          spellCheck={false}
          placeholder="https://api.example.com"
          error={errors.baseUrl?.message}
          hint="The part before /v1. The service must allow this console's origin (CORS), or be proxied on it."
          {...register('baseUrl')}
        />
        <FieldShell
          label="Service key"
          error={errors.serviceKey?.message}
          hint="Sent as X-Service-Key. Never shown in history, exports or URLs."
        >
          {(a11y) => (
            <span className="with-button">
              <input
                {...a11y}
                {...key}
                type={showKey ? 'text' : 'password'}
                autoComplete="off"
                spellCheck={false}
              />
              <button
                type="button"
                className="button button--small"
                aria-pressed={showKey}
                onClick={() => {
                  setShowKey((s) => !s);
                }}
              >
                {showKey ? 'Hide key' : 'Show key'}
              </button>
            </span>
          )}
        </FieldShell>
        <TextField
          label="Timeout (seconds)"
          inputMode="decimal"
          error={errors.timeoutSeconds?.message}
          hint="After this the outcome of a send is unknown; it is never resent on its own."
          {...register('timeoutSeconds')}
        />
      </div>
      <BaseUrlV1Note
        baseUrl={baseUrl}
        onStrip={(url) => {
          setValue('baseUrl', url, { shouldValidate: formState.isSubmitted });
        }}
      />
      <CheckboxField
        label="Production"
        hint="Shown loudly, and every send asks for confirmation first."
        {...register('production')}
      />
      <CheckboxField
        label="Remember key on this device"
        hint="Off: the key is forgotten when this tab closes. On: it is kept in this browser's local storage."
        {...register('rememberKey')}
      />
      <TestConnectionPanel
        baseUrl={typedUrl.success ? typedUrl.data : undefined}
        send={testTyped}
      />
      <div className="row-actions">
        <button type="submit" className="button button--primary">
          Save
        </button>
        <button type="button" className="button" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}
