/** A CSV file as Excel on Windows writes it: UTF-8 BOM, CRLF line ends, the ms-excel MIME type. */
export function excelCsv(lines: string[], name = 'import.csv') {
  return {
    name,
    mimeType: 'application/vnd.ms-excel',
    buffer: Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8'),
  };
}
