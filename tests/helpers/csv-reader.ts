/**
 * A small RFC 4180 reader for the tests, as a spreadsheet reads a CSV file: fields split by commas,
 * rows by CRLF, a quoted field may hold commas, line breaks and doubled quotes. Written apart from
 * the writer (src/domain/csv.ts), so the writer is held to the standard and not to itself. Throws
 * on what a spreadsheet would misread: a stray quote, an open quoted field, a last row with no
 * line end.
 */
export function readCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let i = 0;
  while (i < text.length) {
    const c = text.charAt(i);
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i += 2;
      } else if (c === '"') {
        quoted = false;
        i += 1;
      } else {
        field += c;
        i += 1;
      }
    } else if (c === '"' && field === '') {
      quoted = true;
      i += 1;
    } else if (c === ',') {
      row.push(field);
      field = '';
      i += 1;
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i += 2;
    } else {
      if (c === '"') throw new Error(`A quote inside an unquoted field at ${i}`);
      field += c;
      i += 1;
    }
  }
  if (quoted) throw new Error('A quoted field is not closed');
  if (field !== '' || row.length > 0) throw new Error('The last row has no line end');
  return rows;
}
