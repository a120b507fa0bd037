import CancelIcon from '@mui/icons-material/Cancel';
import CategoryIcon from '@mui/icons-material/CategoryOutlined';
import { marketplaceMessages, type SearchUnderstanding } from '@matchbazaar/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { readingLabel, withoutReading } from './search-understanding';

const t = marketplaceMessages;

/**
 * Above the results: how the search widened when the words found nothing, a repaired spelling
 * to try, the filters read from the words as removable chips, and the category to browse.
 */
export function SearchUnderstandingBar({
  q,
  understanding,
}: {
  q: string;
  understanding: SearchUnderstanding;
}) {
  const [url, setUrl] = useSearchParams();
  const { relaxed, showing, didYouMean, readings, category } = understanding;
  const searchFor = (words: string) => {
    const next = new URLSearchParams(url);
    if (words) next.set('q', words);
    else next.delete('q');
    return next;
  };
  const notice =
    relaxed === 'meaning'
      ? t.showingByMeaning(q)
      : relaxed === 'category' && category
        ? t.showingCategory(q, category.label)
        : relaxed && showing
          ? t.showingInstead(q, showing)
          : null;
  if (!notice && !didYouMean && readings.length === 0 && !category) return null;
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {notice && (
        <Alert severity="info" variant="outlined" role="status">
          {notice}
          {didYouMean && (
            <>
              {' '}
              {t.didYouMean}{' '}
              <Link component={RouterLink} to={`?${searchFor(didYouMean).toString()}`}>
                {didYouMean}
              </Link>
              ?
            </>
          )}
        </Alert>
      )}
      {(readings.length > 0 || category) && (
        <Box
          component="ul"
          aria-label={t.understoodLabel}
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}
        >
          {readings.map((reading) => {
            const label = readingLabel(reading);
            const remove = () =>
              setUrl(searchFor(withoutReading(q, reading.source)), { preventScrollReset: true });
            // The whole chip removes it (Enter, a click, Delete or Backspace), named for that.
            return (
              <li key={`${reading.kind}:${reading.source}`}>
                <Chip
                  label={label}
                  color="primary"
                  variant="outlined"
                  aria-label={t.removeReading(label)}
                  onClick={remove}
                  onDelete={remove}
                  deleteIcon={<CancelIcon aria-hidden />}
                />
              </li>
            );
          })}
          {category && (
            <li>
              <Chip
                icon={<CategoryIcon />}
                label={t.browseCategory(category.label)}
                component={RouterLink}
                to={category.path}
                clickable
              />
            </li>
          )}
        </Box>
      )}
    </Box>
  );
}
