import { csvCell, toCsv } from './csv';

describe('CSV that is safe to open in a spreadsheet', () => {
  test('a cell with a comma, a quote or a line break is quoted, its quotes doubled', () => {
    expect(csvCell('plain words')).toBe('plain words');
    expect(csvCell('one, two')).toBe('"one, two"');
    expect(csvCell('she said "listen"')).toBe('"she said ""listen"""');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell('cr\r\nlf')).toBe('"cr\r\nlf"');
    expect(csvCell(42)).toBe('42');
    expect(csvCell(null)).toBe('');
    expect(csvCell('گفت‌وگو')).toBe('گفت‌وگو');
  });

  test('a cell a spreadsheet would run as a formula starts with an apostrophe', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r'])
      expect(csvCell(`${start}1+1`).replace(/^"/, '')).toMatch(/^'/);
    expect(csvCell('=SUM(A1:A9)')).toBe("'=SUM(A1:A9)");
    expect(csvCell('=HYPERLINK("http://evil.example")')).toBe('"\'=HYPERLINK(""http://evil.example"")"');
    expect(csvCell('@cmd')).toBe("'@cmd");
    expect(csvCell('a=b')).toBe('a=b');
  });

  test('a document has a byte order mark, a header and CRLF line ends', () => {
    expect(
      toCsv(
        ['task', 'answer'],
        [
          [1, 'yes'],
          [2, '-no'],
        ],
      ),
    ).toBe("\uFEFFtask,answer\r\n1,yes\r\n2,'-no\r\n");
  });
});
