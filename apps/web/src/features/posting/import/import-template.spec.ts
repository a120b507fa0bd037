import { describe, expect, it } from '@jest/globals';
import { listingImportColumns } from '@matchbazaar/contracts';
import { importTemplateCsv } from './import-template';

describe('the import template', () => {
  it('has every column in the documented order and one complete example row', () => {
    const [header, example, rest] = importTemplateCsv().split('\n');
    expect(header?.split(',')).toEqual([...listingImportColumns]);
    expect(example).toContain('RICE-1121-25');
    // Commas inside a cell are quoted, so the row still has one cell per column.
    expect(example?.match(/"[^"]*"|[^,]+|(?<=,)(?=,|$)|^(?=,)/g)).toHaveLength(
      listingImportColumns.length,
    );
    expect(rest).toBe('');
  });
});
