// Order templates as the team shares them, by name (a colleague's newer template of the
// same name replaces this browser's). Loaded only when a team is configured.
import type { SharedCollection, SharedRecord } from '../team';
import {
  forgetTemplatesFromTeam,
  keepTemplatesFromTeam,
  loadTemplates,
  onLocalTemplates,
  type OrderTemplate,
} from './order-templates';

export interface TemplateRecord extends SharedRecord {
  template: OrderTemplate;
}

const keyOf = (name: string) => encodeURIComponent(name);

const toRecord = (template: OrderTemplate): TemplateRecord => ({
  key: keyOf(template.name),
  updatedAt: new Date(template.savedAt).toISOString(),
  template,
});

export const sharedTemplates = (): SharedCollection<TemplateRecord> => ({
  kind: 'template',
  all: () => Promise.resolve(loadTemplates().map(toRecord)),
  subscribe: (onLocalChange) =>
    onLocalTemplates((templates, deletedNames) => {
      onLocalChange(templates.map(toRecord), deletedNames.map(keyOf));
    }),
  applyRemote(changes, removedKeys = []) {
    if (changes.length > 0) keepTemplatesFromTeam(changes.map((c) => c.record.template));
    if (removedKeys.length > 0) forgetTemplatesFromTeam(removedKeys.map(decodeURIComponent));
    return Promise.resolve();
  },
});
