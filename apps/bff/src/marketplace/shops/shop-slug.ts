/** A URL slug from a shop's name: lower-case ASCII words joined by dashes, 3 to 60 characters. */
export function slugFromName(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 50)
    .replace(/-+$/g, '');
  return slug.length >= 3 ? slug : `shop-${slug || 'new'}`.replace(/-+$/g, '');
}
