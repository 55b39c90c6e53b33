import { afterEach, describe, expect, it, vi } from 'vitest';
import { centsToDollars } from '../../../lib/format';
import { csvCell, csvFileName, downloadCsv, toCsv } from './csv';

describe('csvCell', () => {
  it('quotes commas, quotes and line breaks, and leaves plain text and numbers alone', () => {
    expect(csvCell('Austin')).toBe('Austin');
    expect(csvCell('Austin, TX')).toBe('"Austin, TX"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(42)).toBe('42');
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('defuses text a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-1+A1')).toBe("'-1+A1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('-12.50')).toBe('-12.50');
  });
});

describe('toCsv', () => {
  it('writes a header and one CRLF-ended line per row', () => {
    const rows = [
      { day: '2026-01-01', cents: 1050, payments: 2 },
      { day: '2026-01-02', cents: -200, payments: 0 },
    ];
    const csv = toCsv(
      [
        { header: 'Period start', value: (r: (typeof rows)[number]) => r.day },
        { header: 'Gross (USD)', value: (r) => centsToDollars(r.cents) },
        { header: 'Payments', value: (r) => r.payments },
      ],
      rows,
    );
    expect(csv).toBe('Period start,Gross (USD),Payments\r\n2026-01-01,10.50,2\r\n2026-01-02,-2.00,0\r\n');
  });

  it('writes only the header when there are no rows', () => {
    expect(toCsv([{ header: 'Zip code', value: () => '' }], [])).toBe('Zip code\r\n');
  });
});

describe('csvFileName', () => {
  it('keeps letters, digits and dashes', () => {
    expect(csvFileName('Revenue', '2026-01-01', 'to', '2026-01-31', 'day')).toBe('revenue-2026-01-01-to-2026-01-31-day.csv');
    expect(csvFileName('', '  ')).toBe('export.csv');
  });
});

describe('downloadCsv', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('clicks a temporary download link to an object URL of the CSV, then frees it', async () => {
    const clicked: { href: string; download: string }[] = [];
    const link = {
      href: '',
      download: '',
      style: {} as Record<string, string>,
      click() {
        clicked.push({ href: this.href, download: this.download });
      },
      remove: vi.fn(),
    };
    const appendChild = vi.fn();
    vi.stubGlobal('document', { createElement: vi.fn(() => link), body: { appendChild } });
    const blobs: Blob[] = [];
    const revoke = vi.fn();
    vi.stubGlobal('URL', {
      createObjectURL: (blob: Blob) => {
        blobs.push(blob);
        return 'blob:csv-1';
      },
      revokeObjectURL: revoke,
    });
    vi.useFakeTimers();
    try {
      downloadCsv('revenue.csv', 'a,b\r\n');
      expect(clicked).toEqual([{ href: 'blob:csv-1', download: 'revenue.csv' }]);
      expect(appendChild).toHaveBeenCalledWith(link);
      expect(link.remove).toHaveBeenCalled();
      expect(blobs[0].type).toBe('text/csv;charset=utf-8');
      // A UTF-8 byte-order mark, then the text.
      const bytes = new Uint8Array(await blobs[0].arrayBuffer());
      expect(Array.from(bytes.slice(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
      expect(new TextDecoder().decode(bytes.slice(3))).toBe('a,b\r\n');
      vi.runAllTimers();
      expect(revoke).toHaveBeenCalledWith('blob:csv-1');
    } finally {
      vi.useRealTimers();
    }
  });
});
