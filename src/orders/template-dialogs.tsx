// "Save as template" (a name for the form's values, order ID left out) and
// "New from template" (pick one; export or import the list as a JSON file).
import { useState } from 'react';
import { ConfirmDialog } from '../ui/dialog';
import { download } from '../lib/download';
import { TextField } from '../ui/field';
import type { OrderFormValues } from './order-form-values';
import {
  addTemplates,
  deleteTemplate,
  loadTemplates,
  readTemplates,
  saveTemplate,
  templatesFile,
} from './order-templates';

export function SaveTemplateDialog({
  values,
  onDone,
}: {
  values: OrderFormValues;
  onDone: (message?: string) => void;
}) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();
  const save = () => {
    const trimmed = name.trim();
    if (!trimmed) {
      setError('Give the template a name.');
      return;
    }
    const replaced = loadTemplates().some((t) => t.name === trimmed);
    try {
      saveTemplate(trimmed, values);
    } catch {
      setError('This browser’s storage is full or unavailable; the template was not saved.');
      return;
    }
    onDone(`Template “${trimmed}” ${replaced ? 'replaced' : 'saved'} (without the order ID).`);
  };
  return (
    <ConfirmDialog
      title="Save as template"
      confirmLabel="Save template"
      onConfirm={save}
      onCancel={() => {
        onDone();
      }}
    >
      <p>The form’s values are kept in this browser, without the order ID.</p>
      <TextField
        label="Name"
        value={name}
        error={error}
        data-autofocus
        onChange={(e) => {
          setName(e.target.value);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            save();
          }
        }}
      />
    </ConfirmDialog>
  );
}

export function NewFromTemplateDialog({
  onPick,
  onClose,
}: {
  onPick: (values: OrderFormValues, name: string) => void;
  onClose: () => void;
}) {
  const [templates, setTemplates] = useState(loadTemplates);
  const [imported, setImported] = useState<{ added: number; refused: string[] }>();
  const importFile = async (file: File) => {
    let data: unknown;
    try {
      data = JSON.parse(await file.text());
    } catch {
      setImported({ added: 0, refused: [`${file.name} is not a JSON file.`] });
      return;
    }
    const read = readTemplates(data);
    setTemplates(addTemplates(read.templates));
    setImported({ added: read.templates.length, refused: read.refused });
  };
  return (
    <ConfirmDialog
      title="New from template"
      confirmLabel="Close"
      onConfirm={onClose}
      onCancel={onClose}
      closeOnly
    >
      {templates.length === 0 ? (
        <p>No templates yet. Fill the form and press “Save as template”, or import a file.</p>
      ) : (
        <ul aria-label="Templates">
          {templates.map((t) => (
            <li key={t.name} className="row-actions">
              <button
                type="button"
                className="button button--small button--primary"
                onClick={() => {
                  onPick(t.values, t.name);
                }}
              >
                Use {t.name}
              </button>
              <button
                type="button"
                className="button button--small"
                onClick={() => {
                  setTemplates(deleteTemplate(t.name));
                }}
              >
                Delete {t.name}
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="row-actions">
        <button
          type="button"
          className="button button--small"
          disabled={templates.length === 0}
          onClick={() => {
            download('order-templates.json', templatesFile(templates), 'application/json');
          }}
        >
          Export templates
        </button>
        <label className="button button--small file-button">
          Import templates
          <input
            type="file"
            accept=".json,application/json"
            className="visually-hidden"
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) void importFile(file);
            }}
          />
        </label>
      </div>
      {imported && (
        <div role="status">
          <p>
            {imported.added} template{imported.added === 1 ? '' : 's'} imported.
          </p>
          {imported.refused.length > 0 && (
            <>
              <p>Refused:</p>
              <ul>
                {imported.refused.map((r) => (
                  <li key={r}>{r}</li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
    </ConfirmDialog>
  );
}
