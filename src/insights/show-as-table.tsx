// Every chart can be read as a table instead (screen readers, copying): one toggle.
import { useId, useState, type ReactNode } from 'react';

interface Props {
  chart: ReactNode;
  table: ReactNode;
  onCsv: () => void;
}

export function ChartOrTable({ chart, table, onCsv }: Props) {
  const [asTable, setAsTable] = useState(false);
  const id = useId();
  return (
    <>
      <div className="row-actions insights-actions">
        <button
          type="button"
          className="button button--small"
          aria-pressed={asTable}
          aria-controls={id}
          onClick={() => {
            setAsTable((t) => !t);
          }}
        >
          Show as table
        </button>
        <button type="button" className="button button--small" onClick={onCsv}>
          Export CSV
        </button>
      </div>
      <div id={id}>
        {asTable ? (
          <div className="insights-table-wrap" role="group" aria-label="Table" tabIndex={0}>
            {table}
          </div>
        ) : (
          chart
        )}
      </div>
    </>
  );
}
