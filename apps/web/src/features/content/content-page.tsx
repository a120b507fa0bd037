import { contentPageText } from '@matchbazaar/contracts';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo } from 'react';
import { Link as RouterLink, replace, useLoaderData, useLocation } from 'react-router-dom';
import { useDocumentTitle } from '../../components/use-document-title';
import { useInBrowser } from '../../lib/server-render/use-in-browser';
import { ContentBody } from './content-body';
import { loadBlogPost, loadContentPage, type ContentPageData } from './content-source';
import { FaqList } from './faq-list';
import { formatContentDate } from './front-matter';
import { renderArticle, renderFaq } from './markdown';
import { blogPath } from './page-index';
import { PageCards } from './page-cards';
import { scrollToSection, sectionOfHash } from './scroll-to-section';
import { TableOfContents } from './table-of-contents';
import { PageHeaderBand } from '../../components/page-header-band';

const t = contentPageText;

/** Route loader of an indexed content page. */
export function contentPageLoader(path: string) {
  return () => loadContentPage(path);
}

/** Route loader of `/blog/:slug`: an unknown post is a page not found. */
export async function blogPostLoader({ params }: { params: { slug?: string } }) {
  return (await loadBlogPost(params.slug)) ?? replace('/404');
}

/** The page's summary as its meta description while it is shown (search results, link previews). */
function useMetaDescription(text: string) {
  useEffect(() => {
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    const element = meta;
    const previous = element.content;
    element.content = text;
    return () => {
      element.content = previous;
    };
  }, [text]);
}

function rendered(page: ContentPageData) {
  if (page.meta?.layout === 'faq') return { kind: 'faq' as const, ...renderFaq(page.body) };
  return { kind: 'article' as const, ...renderArticle(page.body) };
}

/**
 * The one layout of every content page: breadcrumbs, title, lead and "last updated" line; an
 * optional table of contents; the Markdown (as an article or as FAQ accordions); the pages under
 * this one as cards; related pages. A URL hash scrolls to its section once the page is shown.
 */
export function ContentPage() {
  const page = useLoaderData<ContentPageData>();
  const { hash } = useLocation();
  const content = useMemo(() => rendered(page), [page]);
  // The server never sees a URL's hash: the question it names opens once the page is hydrated,
  // so the hydrating render matches the HTML the server sent.
  const inBrowser = useInBrowser();
  const openId = inBrowser ? sectionOfHash(hash) : null;
  useDocumentTitle(page.title);
  useMetaDescription(page.summary);

  // Honour the hash on load (and when a link to another section of this page is followed).
  useEffect(() => {
    const id = sectionOfHash(hash);
    if (id) scrollToSection(id, false);
  }, [hash, page]);

  const toc = page.meta?.toc && content.kind === 'article' ? content.headings : [];
  const crumbs = [{ path: '/', title: t.home }, ...page.crumbs];

  return (
    <Box component="article" aria-labelledby="content-title">
      <PageHeaderBand>
        <Breadcrumbs aria-label={t.breadcrumb} sx={{ mb: 2, typography: 'body2' }}>
          {crumbs.map((crumb) => (
            <Link
              key={crumb.path}
              component={RouterLink}
              to={crumb.path}
              underline="hover"
              color="inherit"
            >
              {crumb.title}
            </Link>
          ))}
          <Typography variant="body2" color="text.primary" aria-current="page">
            {page.title}
          </Typography>
        </Breadcrumbs>
        <Typography id="content-title" variant="h1" sx={{ maxWidth: 900 }}>
          {page.title}
        </Typography>
        {page.summary && (
          <Typography
            variant="body1"
            color="text.secondary"
            sx={{ mt: 2, fontSize: { xs: '1.05rem', md: '1.2rem' }, maxWidth: 760 }}
          >
            {page.summary}
          </Typography>
        )}
        {page.meta && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            {page.author && `${t.postedBy(page.author)} · `}
            {t.lastUpdated}{' '}
            <time dateTime={page.meta.updated}>{formatContentDate(page.meta.updated)}</time>
          </Typography>
        )}
      </PageHeaderBand>

      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 3, md: 6 },
            gridTemplateColumns: { xs: '1fr', md: toc.length ? '260px minmax(0, 1fr)' : '1fr' },
            alignItems: 'start',
          }}
        >
          {toc.length > 0 && (
            <Box sx={{ position: { md: 'sticky' }, top: { md: 96 } }}>
              <TableOfContents headings={toc} />
            </Box>
          )}
          <Box sx={{ maxWidth: 800, minWidth: 0 }}>
            {content.kind === 'faq' ? (
              <>
                {content.introHtml && <ContentBody html={content.introHtml} />}
                <Box sx={{ mt: content.introHtml ? 3 : 0 }}>
                  <FaqList key={page.path} questions={content.questions} openId={openId} />
                </Box>
              </>
            ) : (
              content.html && <ContentBody html={content.html} />
            )}
          </Box>
        </Box>

        {page.children.length > 0 && (
          <PageCards
            title={page.path === blogPath ? t.latestPosts : t.inThisSection}
            pages={page.children}
          />
        )}

        {page.related.length > 0 && (
          <Box component="nav" aria-labelledby="related-title" sx={{ mt: 6, maxWidth: 800 }}>
            <Typography id="related-title" variant="h5" component="h2" sx={{ mb: 1.5 }}>
              {t.related}
            </Typography>
            <Box component="ul" sx={{ m: 0, pl: 3 }}>
              {page.related.map((related) => (
                <Box component="li" key={related.path} sx={{ '& + &': { mt: 1 } }}>
                  <Link component={RouterLink} to={related.path} sx={{ fontWeight: 600 }}>
                    {related.title}
                  </Link>
                  <Typography component="span" variant="body2" color="text.secondary">
                    {' '}
                    — {related.summary}
                  </Typography>
                </Box>
              ))}
            </Box>
          </Box>
        )}
      </Container>
    </Box>
  );
}
