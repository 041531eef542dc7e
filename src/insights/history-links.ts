// Links into History with its filter in the address (the parameters History reads).

export interface HistoryLink {
  connectionId?: string | undefined;
  from: string;
  to: string;
  result?: 'recorded' | 'failed' | 'unknown';
  operation?: 'order' | 'commissions';
  unresolved?: boolean;
}

export function historyHref(l: HistoryLink): string {
  const params = new URLSearchParams();
  if (l.connectionId !== undefined) params.set('connection', l.connectionId);
  params.set('from', l.from);
  params.set('to', l.to);
  if (l.result) params.set('result', l.result);
  if (l.operation) params.set('operation', l.operation);
  if (l.unresolved) params.set('unresolved', '1');
  return `/history?${params.toString()}`;
}
