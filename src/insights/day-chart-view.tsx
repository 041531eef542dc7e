// Draws the per-day chart once its library has loaded (the first time the page
// needs it), at the width it is given, again when the colour scheme changes.
import { useEffect, useRef, useState } from 'react';
import type { DayRow } from './charts/day-chart';
import { chartColors, onSchemeChange } from './charts/chart-colors';

interface Props {
  rows: readonly DayRow[];
  label: string;
  onDay: (day: string) => void;
}

const HEIGHT = 220;

export function DayChartView({ rows, label, onDay }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const [scheme, setScheme] = useState(0);
  const onDayRef = useRef(onDay);
  useEffect(() => {
    onDayRef.current = onDay;
  }, [onDay]);

  useEffect(
    () =>
      onSchemeChange(() => {
        setScheme((s) => s + 1);
      }),
    [],
  );

  useEffect(() => {
    const target = box.current;
    if (!target) return;
    let drawn: { resize: (w: number) => void; destroy: () => void } | undefined;
    let observer: ResizeObserver | undefined;
    let cancelled = false;
    import('./charts/day-chart')
      .then(({ drawDayChart }) => {
        if (cancelled) return;
        let started = performance.now();
        drawn = drawDayChart(target, rows, {
          width: target.clientWidth || 600,
          height: HEIGHT,
          colors: chartColors(),
          onDay: (day) => {
            onDayRef.current(day);
          },
          // Drawing time, for scripts/bench/insights.mjs: from the call to the first paint.
          onDrawn: () => {
            if (started < 0) return;
            performance.measure('insights:chart', { start: started });
            started = -1;
          },
        });
        if (typeof ResizeObserver !== 'undefined') {
          observer = new ResizeObserver(() => drawn?.resize(target.clientWidth));
          observer.observe(target);
        }
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      observer?.disconnect();
      drawn?.destroy();
    };
  }, [rows, scheme]);

  return (
    <>
      <div
        ref={box}
        role="img"
        aria-label={label}
        className="insights-chart"
        style={{ minHeight: HEIGHT }}
      />
      {failed && (
        <p className="field__error">
          The chart could not be drawn. “Show as table” has the same figures.
        </p>
      )}
    </>
  );
}
