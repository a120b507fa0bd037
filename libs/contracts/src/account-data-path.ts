/**
 * The web page a data-export mail links to: `/account/data-export/<token>`. Apart from
 * account-data.ts, whose schemas would bring zod into every page that loads the route tables.
 */
export const dataExportPagePath = '/account/data-export';
