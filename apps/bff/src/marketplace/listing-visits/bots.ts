import { pageRendererAgent } from '@matchbazaar/contracts';

/**
 * User agents that are not people (docs/product/seller-analytics.md): crawlers, link previews,
 * monitors and HTTP libraries. Their visits to a listing are not views. One pattern, matched
 * once on at most the first 512 characters, so a hostile header costs nothing. A browser always
 * sends a user agent, so none at all is not a person either.
 */
const botPattern = new RegExp(
  [
    'bot\\b',
    'bot/',
    'crawl',
    'spider',
    'slurp',
    'scrape',
    'archiver',
    'facebookexternalhit',
    'facebookcatalog',
    'embedly',
    'quora link preview',
    'whatsapp',
    'telegram',
    'skypeuripreview',
    'bitlybot',
    'lighthouse',
    'pagespeed',
    'pingdom',
    'uptimerobot',
    'statuscake',
    'site24x7',
    'datadog',
    'newrelic',
    'monitor',
    'curl/',
    'wget/',
    'python-requests',
    'python-urllib',
    'aiohttp',
    'httpx',
    'go-http-client',
    'java/',
    'okhttp',
    'apache-httpclient',
    'libwww-perl',
    'node-fetch',
    'axios/',
    'undici',
    'postmanruntime',
    'insomnia',
    'httpie',
    'scrapy',
    'phantomjs',
  ].join('|'),
  'i',
);

export function isBot(userAgent: string | undefined | null): boolean {
  const agent = (userAgent ?? '').slice(0, 512).trim();
  if (agent === '' || agent === pageRendererAgent) return true;
  return botPattern.test(agent);
}
