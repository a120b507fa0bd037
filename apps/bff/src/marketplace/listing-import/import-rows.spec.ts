import { describe, expect, it } from '@jest/globals';
import { messages } from '@matchbazaar/contracts';
import { ImportFileRejected, parseCsvRows, parseJsonLines, rowToRequest } from './import-rows.js';

const m = messages.catalogue;
const header =
  'sku,title,description,category,price_type,price,currency,price_unit,min_order_quantity,tags,attributes,status';

describe('import rows', () => {
  it('reads CSV with a BOM, quotes, commas and line breaks inside quotes', async () => {
    const csv = `\uFEFF${header}\nR-1,"Basmati rice, 25 kg","Aged basmati.\nSorted and cleaned, packed in bags.",basmati,fixed,"1,850.50",inr,bag,10,rice;organic,Grade=A;Origin=Punjab,publish\n`;
    const [row] = await parseCsvRows(csv, 10);
    expect(row?.row).toBe(1);
    const outcome = rowToRequest(row!.values);
    expect(outcome).toMatchObject({
      ok: true,
      sku: 'R-1',
      wantsPublish: true,
      request: {
        title: 'Basmati rice, 25 kg',
        description: 'Aged basmati.\nSorted and cleaned, packed in bags.',
        price: { type: 'fixed', amountMinor: 185_050, currency: 'INR', unit: 'bag' },
        minOrder: { quantity: 10, unit: 'bag' },
        tags: ['rice', 'organic'],
        attributes: [
          { name: 'Grade', value: 'A' },
          { name: 'Origin', value: 'Punjab' },
        ],
      },
    });
  });

  it('names the columns to fix on a bad row', async () => {
    const [row] = await parseCsvRows(
      `${header}\n,Hi,<b>x</b>,unicorns,fixed,abc,EUR,kg,two,,Grade,maybe\n`,
      10,
    );
    const outcome = rowToRequest(row!.values);
    expect(outcome.ok).toBe(false);
    const paths = outcome.ok ? [] : outcome.errors.map((e) => e.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'sku',
        'title',
        'description',
        'category',
        'price',
        'currency',
        'min_order_quantity',
        'attributes',
        'status',
      ]),
    );
  });

  it('reads a file longer than one parsing piece, with quoted cells across the pieces', async () => {
    const description = `Long "quoted" text, with commas,\nand a line break. ${'word '.repeat(2_000)}`;
    const rows = Array.from(
      { length: 30 },
      (_, n) => `S-${n},Title ${n},"${description.replaceAll('"', '""')}",basmati,fixed,10,INR`,
    );
    const parsed = await parseCsvRows(`${header}\n${rows.join('\n')}\n`, 100);
    expect(parsed).toHaveLength(30);
    expect(parsed.map((row) => row.values.description)).toEqual(Array(30).fill(description));
    expect(parsed[29]).toMatchObject({ row: 30, values: { sku: 'S-29', title: 'Title 29' } });
  });

  it('refuses files it cannot use as a whole', async () => {
    await expect(parseCsvRows(`${header}\nR-1,"never closed\n`, 10)).rejects.toThrow(
      m.importUnreadable,
    );
    await expect(parseCsvRows('', 10)).rejects.toThrow(ImportFileRejected);
    await expect(parseCsvRows('name,price\nx,1\n', 10)).rejects.toThrow(
      m.importMissingColumns('sku, title, description, category, currency'),
    );
    const many = `${header}\n${'a,b,c,d,e,f,g,h,i,j,k,l\n'.repeat(11)}`;
    await expect(parseCsvRows(many, 10)).rejects.toThrow(m.importTooManyRows);
    await expect(parseJsonLines('{"sku": 1}\nnot json', 10)).rejects.toThrow(m.importUnreadable);
  });

  it('reads JSON Lines with the same columns', async () => {
    const rows = await parseJsonLines(
      '{"sku":"J-1","title":"Steel almirah","description":"Two shelves and a locker, powder coated.","category":"wardrobes","price":12000,"currency":"INR"}\n',
      10,
    );
    expect(rowToRequest(rows[0]!.values)).toMatchObject({ ok: true, sku: 'J-1' });
  });
});
