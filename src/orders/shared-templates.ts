// Order templates as the team shares them, by name (a colleague's newer template of the
// same name replaces this browser's). Loaded only when a team is configured.
import type { SharedCollection, SharedRecord } from '../team';
import {
  keepTemplatesFromTeam,
  loadTemplates,
  onLocalTemplates,
  type OrderTemplate,
} from './order-templates';

export interface TemplateRecord extends SharedRecord {
  template: OrderTemplate;
}

const toRecord = (template: OrderTemplate): TemplateRecord => ({
  key: encodeURIComponent(template.name),
  updatedAt: new Date(template.savedAt).toISOString(),
  template,
});

export const sharedTemplates = (): SharedCollection<TemplateRecord> => ({
  kind: 'template',
  all: () => Promise.resolve(loadTemplates().map(toRecord)),
  subscribe: (onLocalChange) =>
    onLocalTemplates((templates) => {
      onLocalChange(templates.map(toRecord));
    }),
  applyRemote(changes) {
    keepTemplatesFromTeam(changes.map((c) => c.record.template));
    return Promise.resolve();
  },
});
