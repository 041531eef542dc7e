import { describe, expect, it } from 'vitest';
import { csvCell, neutraliseFormula } from '../../src/lib/csv';
import { historyCsv } from '../../src/history/history-export';
import { entry } from './fixtures';

describe('CSV export', () => {
  it.each(['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx'])(
    'neutralises a cell that starts like a formula: %j',
    (text) => {
      expect(neutraliseFormula(text)).toBe(`'${text}`);
    },
  );

  it('leaves ordinary text and numbers alone', () => {
    expect(neutraliseFormula('ORD-1')).toBe('ORD-1');
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(undefined)).toBe('');
  });

  it('quotes cells with commas, quotes and line breaks', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
  });

  it('writes a header and one line per entry, with the request body as JSON', () => {
    const csv = historyCsv([{ ...entry({ orderId: '=cmd|calc' }), id: 1 }]);
    const [header, line] = csv.split('\r\n');
    expect(header).toBe(
      'time,connection,base_url,method,path,operation,order_id,referral_code,affiliate_id,result,status,failure,duration_ms,request_body,response_body',
    );
    expect(line).toContain(",'=cmd|calc,");
    expect(line).toContain('"{""orderId"":""O-1"",""products"":[]}"');
    expect(csv).not.toMatch(/demo-key|X-Service-Key/);
  });
});
