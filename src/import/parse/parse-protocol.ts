// Messages between the Import page and its parsing worker.
import type { BuildSettings, BuildSummary, ImportedOrder } from '../build/build-orders';
import type { Mapping } from '../mapping/fields';

export type ToWorker =
  | { type: 'parse'; file?: File; text?: string; name: string }
  | { type: 'build'; mapping: Mapping; alreadySent: string[]; settings: BuildSettings };

export type FromWorker =
  | { type: 'progress'; phase: 'reading' | 'building'; done: number; total: number }
  | {
      type: 'parsed';
      headers: string[];
      sample: string[][];
      rowCount: number;
      format: 'csv' | 'json' | 'ndjson';
      delimiter?: string;
    }
  | { type: 'orders'; batch: ImportedOrder[] }
  | { type: 'built'; count: number; ms: number; summary: BuildSummary }
  | { type: 'error'; message: string };
