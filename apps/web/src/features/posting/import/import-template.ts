import { listingImportColumns } from '@matchbazaar/contracts';

/** A CSV a seller can start from: the header and one example row (docs/product/marketplace.md). */
export function importTemplateCsv(): string {
  const example: Record<string, string> = {
    sku: 'RICE-1121-25',
    title: 'Aged 1121 basmati rice, 25 kg bags',
    description: 'Aged a year, sorted and cleaned. Packed in 25 kg bags; samples on request.',
    category: 'basmati',
    price_type: 'fixed',
    price: '1850',
    currency: 'INR',
    price_unit: 'bag',
    min_order_quantity: '10',
    min_order_unit: 'bag',
    availability: 'in_stock',
    condition: '',
    city: '',
    region: '',
    country: '',
    tags: 'basmati;bulk',
    attributes: 'Grade=A;Origin=Punjab',
    deal_compare_at: '',
    deal_ends_at: '',
    status: 'publish',
  };
  const cell = (value: string) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
  return `${listingImportColumns.join(',')}\n${listingImportColumns.map((c) => cell(example[c] ?? '')).join(',')}\n`;
}
