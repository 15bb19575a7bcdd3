/**
 * A strict RFC 4180 reader for tests: CRLF between records, fields quoted when they hold a
 * comma, quote or line break, quotes doubled inside. It refuses anything else (a bare LF, a
 * stray quote), so a test reading an export back also checks that it was written correctly.
 */
export function readCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let index = 0;
  let fieldStart = true;
  const fail = (why: string) => {
    throw new Error(`Not RFC 4180 CSV at character ${index}: ${why}`);
  };
  while (index < text.length) {
    if (text[index] === '"' && fieldStart) {
      fieldStart = false;
      index += 1;
      for (;;) {
        if (index >= text.length) fail('unterminated quoted field');
        if (text[index] === '"') {
          if (text[index + 1] === '"') {
            field += '"';
            index += 2;
            continue;
          }
          index += 1;
          break;
        }
        field += text[index];
        index += 1;
      }
      if (index < text.length && text[index] !== ',' && text[index] !== '\r') {
        fail('text after a closing quote');
      }
      continue;
    }
    const char = text[index]!;
    fieldStart = char === ',' || char === '\r';
    if (char === ',') {
      record.push(field);
      field = '';
      index += 1;
    } else if (char === '\r') {
      if (text[index + 1] !== '\n') fail('CR without LF');
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      index += 2;
    } else if (char === '\n') {
      fail('a line break outside quotes must be CRLF');
    } else if (char === '"') {
      fail('a quote inside an unquoted field');
    } else {
      field += char;
      index += 1;
    }
  }
  if (field !== '' || record.length > 0) fail('the last record must end with CRLF');
  return records;
}
