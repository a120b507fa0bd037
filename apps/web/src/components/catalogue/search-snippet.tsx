import Typography from '@mui/material/Typography';

/**
 * A search hit's snippet. The BFF escapes the post's text and adds only <mark> around the hits
 * (search-text.ts there), so this is the one place that sets HTML from the API; anything else in
 * it is dropped here again as a second line of defence.
 */
export function SearchSnippet({ html }: { html: string }) {
  const safe = html.replace(/<(?!\/?mark>)[^>]*>/g, '');
  return (
    <Typography
      variant="body2"
      color="text.secondary"
      sx={{
        display: '-webkit-box',
        WebkitLineClamp: 2,
        WebkitBoxOrient: 'vertical',
        overflow: 'hidden',
        '& mark': { bgcolor: '#fef3c7', color: 'inherit', px: 0.25, borderRadius: 0.5 },
      }}
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
}
