// The Import page: choose a file, map its columns, check the orders, send them.
// Each step is its own component; the page only wires them together.
import { useQueryClient } from '@tanstack/react-query';
import { useActiveConnection } from '../connections';
import { fetchSentOrderIds } from '../history';
import { jobRunner, useJob } from '../outbox/jobs';
import { PreviewSection } from './build/preview-section';
import { PreviewTable } from './build/preview-table';
import { useBuildSettings, useStatusFilter, type FileSettings } from './build/use-build-settings';
import { InterruptedJob } from './job/interrupted-job';
import { JobPanel } from './job/job-panel';
import { SendOptions } from './job/send-options';
import { MappingStep } from './mapping/mapping-step';
import { useMapping } from './mapping/use-mapping';
import { ParseProgress } from './parse/parse-progress';
import { SourceStep } from './parse/source-step';
import { useParser } from './parse/use-parser';

export function ImportPage() {
  const connection = useActiveConnection();
  const parser = useParser();
  const job = useJob();
  const queryClient = useQueryClient();
  const { parsed, orders, busy, progress, error, buildMs, summary } = parser.state;
  const mapping = useMapping(parsed);
  const [settings, setSettings] = useBuildSettings(parsed);
  const status = useStatusFilter(summary);
  const { included } = status;

  const check = (next: FileSettings) => {
    void fetchSentOrderIds(queryClient, connection.id).then((ids) => {
      parser.build(mapping.mapping, ids, {
        ...next,
        ...(mapping.presetId ? { presetId: mapping.presetId } : {}),
      });
    });
  };
  const toSend = (orders ?? []).filter(
    (o) => !o.skipped && o.status !== 'invalid' && o.order && included(o),
  );
  const notSent = (orders ?? [])
    .filter((o) => o.skipped || o.status === 'invalid' || !included(o))
    .map((o) => ({
      orderId: o.orderId,
      code: o.code,
      reason: !included(o)
        ? `left out: ${o.orderStatus.reason ?? o.orderStatus.key}`
        : o.skipped
          ? 'skipped'
          : Object.values(o.errors).join(' '),
    }));

  return (
    <>
      <h1>Import</h1>
      <p className="muted">
        Record many orders at once from a spreadsheet or a shop export. Orders are checked like the
        order form checks them; you see every problem before anything is sent.
      </p>
      {!job.job && <InterruptedJob />}
      {job.job ? (
        <>
          <JobPanel
            notSent={notSent}
            onDone={() => {
              jobRunner.close();
              parser.reset();
            }}
          />
          {orders && <PreviewTable orders={orders} sendState={job.stateOf} />}
        </>
      ) : (
        <>
          <SourceStep
            busy={busy !== undefined}
            onFile={(file) => {
              parser.read({ file });
            }}
            onText={(text) => {
              parser.read({ text, name: 'pasted text' });
            }}
            parsed={parsed}
            onEncoding={parser.readAs}
            onSheet={parser.readSheet}
          />
          <ParseProgress busy={busy} progress={progress} error={error} />
          {parsed && (
            <MappingStep
              parsed={parsed}
              state={mapping}
              onChange={mapping.setMapping}
              onApplyPreset={mapping.applyPreset}
              busy={busy !== undefined}
              onBuild={() => {
                check(settings);
              }}
            />
          )}
          {orders && summary && (
            <PreviewSection
              orders={orders}
              summary={summary}
              settings={settings}
              busy={busy !== undefined}
              checkedInMs={buildMs}
              included={included}
              statusKeys={status.chosen}
              onStatusKeys={status.setChosen}
              onSettings={(next) => {
                setSettings(next);
                check(next);
              }}
              onChange={parser.setOrders}
            >
              <SendOptions
                orders={toSend}
                connection={connection}
                title={parsed?.name ?? 'import'}
              />
            </PreviewSection>
          )}
        </>
      )}
    </>
  );
}
