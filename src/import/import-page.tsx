// The Import page: choose a file, map its columns, check the orders, send them.
// Each step is its own component; the page only wires them together.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useActiveConnection } from '../connections';
import { fetchSentOrderIds } from '../history';
import { jobEnded, jobRunner, useJob } from '../outbox/jobs';
import { PreviewSection } from './steps/preview/preview-section';
import { FileAndColumns } from './steps/file-and-columns';
import { PreviewTable } from './steps/preview/preview-table';
import {
  useBuildSettings,
  useStatusFilter,
  type FileSettings,
} from './steps/preview/use-build-settings';
import type { ValueAnswers } from './pipeline/read/value-meanings';
import { ValueQuestionsPanel } from './steps/preview/value-questions-panel';
import { InterruptedJob } from './steps/send/interrupted-job';
import { JobPanel } from './steps/send/job-panel';
import { useSentCodes } from './steps/send/sent-codes-store';
import { MoneyAfterSend } from './steps/send/money-after-send';
import { SendOptions } from './steps/send/send-options';
import { MappingStep } from './steps/mapping/mapping-step';
import { useMapping } from './steps/mapping/use-mapping';
import { ParseProgress } from './steps/source/parse-progress';
import { SourceStep } from './steps/source/source-step';
import { keptWithImport } from './session/session-owner';
import { useImportSession, useKept } from './session/use-import-session';

/** Why the last Send did not start; kept with the import, shown whatever part of the page shows. */
const notStartedMessage = keptWithImport<string | undefined>();

export function ImportPage() {
  const connection = useActiveConnection();
  // The import's data lives in its session, not in this page: leaving and coming back keeps it.
  const parser = useImportSession();
  const job = useJob();
  const queryClient = useQueryClient();
  const { parsed, view, busy, progress, error, buildMs, summary, notSent } = parser.state;
  const mapping = useMapping(parsed);
  const [settings, setSettings] = useBuildSettings(parsed);
  const status = useStatusFilter(summary);
  const { included, chosen } = status;
  const [onlyProblems, setOnlyProblems] = useState(false);
  // How many times "Check orders" was pressed: each press sends focus to the preview's summary.
  const [checks, setChecks] = useState(0);
  const [notStarted, setNotStarted] = useKept(notStartedMessage);
  const { setFilter } = parser;
  useEffect(() => {
    setFilter({ statusKeys: chosen ? [...chosen] : undefined, onlyProblems });
  }, [setFilter, chosen, onlyProblems]);

  // A commission change shows on its own page; one that has finished does not hold this page up.
  const ours = job.job && job.job.kind === 'import' ? job.job : undefined;
  const otherJob = job.job && !ours && !jobEnded(job) ? job.job : undefined;
  const sentCode = useSentCodes(ours?.id);

  const check = (
    next: FileSettings,
    answers: ValueAnswers | undefined = mapping.answers,
    columns = mapping.mapping,
  ) => {
    void fetchSentOrderIds(queryClient, connection.id).then((ids) => {
      parser.build(columns, ids, {
        ...next,
        ...(mapping.presetId ? { presetId: mapping.presetId } : {}),
        ...(answers ? { valueAnswers: answers } : {}),
      });
    });
  };
  return (
    <>
      <h1>Import</h1>
      <p className="muted">
        Record many orders at once from a spreadsheet or a shop export. Orders are checked like the
        order form checks them; you see every problem before anything is sent.
      </p>
      {notStarted && (
        <p role="alert" className="field__error">
          {notStarted}
        </p>
      )}
      {!ours && !otherJob && <InterruptedJob />}
      {otherJob ? (
        <p className="notice" role="status">
          {otherJob.title} is being sent to {otherJob.connectionName}. An import can start when it
          is done (Commissions › Many affiliates).
        </p>
      ) : ours ? (
        <>
          <JobPanel
            notSent={notSent}
            onDone={() => {
              jobRunner.close();
              parser.reset();
            }}
          />
          {view && <MoneyAfterSend checks={view.money} />}
          {view && (
            <PreviewTable
              count={view.shown}
              orderAt={parser.orderAt}
              showRows={parser.showRows}
              arrivals={parser.arrivals}
              version={view.version}
              isLeftOut={(o) => !included(o)}
              sendState={job.stateOf}
              sentCode={sentCode}
            />
          )}
        </>
      ) : (
        <>
          <FileAndColumns
            parsed={parsed}
            mapping={mapping}
            checked={view !== undefined && summary !== undefined}
            checks={checks}
          >
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
                  setChecks((n) => n + 1);
                }}
              />
            )}
          </FileAndColumns>
          {view && summary && summary.questions.length > 0 && (
            <ValueQuestionsPanel
              questions={summary.questions}
              answers={mapping.answers ?? {}}
              busy={busy !== undefined}
              onAnswers={(answers) => {
                mapping.setAnswers(answers);
                check(settings, answers);
              }}
            />
          )}
          {view && summary && (
            <PreviewSection
              view={view}
              rows={parser}
              onlyProblems={onlyProblems}
              onOnlyProblems={setOnlyProblems}
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
              onChange={parser.change}
              onReadAs={(column, field) => {
                const next = { ...mapping.mapping, [field]: { kind: 'column' as const, column } };
                mapping.setMapping(next);
                check(settings, mapping.answers, next);
              }}
              focusRequest={checks}
            >
              <SendOptions
                count={view.toSend}
                orders={parser.orderBatches}
                onStarting={parser.loadNotSent}
                onNotStarted={setNotStarted}
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
