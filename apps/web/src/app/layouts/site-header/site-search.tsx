import SearchIcon from '@mui/icons-material/Search';
import { siteMessages } from '@matchbazaar/contracts';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { alpha } from '@mui/material/styles';
import { useId, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { visuallyHidden } from '../../../components/visually-hidden';
import { browseHref } from './nav-items';

const t = siteMessages;

/**
 * The header's search (docs/product/site.md): a query goes to the marketplace's browse page
 * (`/marketplace/browse?q=...`), which answers it.
 */
export function SiteSearch({ onSearch }: { onSearch?: () => void }) {
  const [query, setQuery] = useState('');
  const navigate = useNavigate();
  const inputId = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void navigate(browseHref(query));
    onSearch?.();
  };

  return (
    <Box
      component="form"
      role="search"
      // Without JavaScript the browser sends the same query itself.
      action="/marketplace/browse"
      method="get"
      onSubmit={submit}
      sx={(theme) => ({
        display: 'flex',
        alignItems: 'center',
        width: '100%',
        borderRadius: 999,
        border: `1px solid ${theme.palette.divider}`,
        bgcolor: alpha(theme.palette.primary.main, 0.04),
        pl: 2,
        transition: 'border-color 150ms, box-shadow 150ms',
        '&:focus-within': {
          borderColor: 'primary.main',
          boxShadow: `0 0 0 3px ${alpha(theme.palette.primary.main, 0.18)}`,
          bgcolor: 'background.paper',
        },
      })}
    >
      <Box component="label" htmlFor={inputId} sx={visuallyHidden}>
        {t.searchLabel}
      </Box>
      <Box
        component="input"
        id={inputId}
        type="search"
        name="q"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder={t.searchPlaceholder}
        autoComplete="off"
        enterKeyHint="search"
        sx={{
          flex: 1,
          minWidth: 0,
          border: 0,
          outline: 0,
          bgcolor: 'transparent',
          font: 'inherit',
          fontSize: '0.95rem',
          color: 'text.primary',
          py: 1.1,
          '&::placeholder': { color: 'text.secondary', opacity: 1 },
        }}
      />
      <IconButton type="submit" aria-label={t.search} color="primary" sx={{ m: 0.25 }}>
        <SearchIcon />
      </IconButton>
    </Box>
  );
}

/** The popular shortcuts (docs/product/site.md): each a ready-made search. */
export function PopularSearches() {
  return (
    <Box
      component="nav"
      aria-label={t.popularSearchesLabel}
      sx={{ display: 'flex', alignItems: 'center', gap: 0.75, flexWrap: 'wrap', px: 1 }}
    >
      <Box
        component="span"
        aria-hidden="true"
        sx={{ color: 'text.secondary', fontSize: '0.75rem', fontWeight: 600 }}
      >
        {t.popularSearches}
      </Box>
      <Box
        component="ul"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', gap: 0.5, flexWrap: 'wrap' }}
      >
        {t.popular.map((label) => (
          <li key={label}>
            <Box
              component={RouterLink}
              to={browseHref(label)}
              sx={(theme) => ({
                display: 'inline-block',
                px: 1,
                py: 0.125,
                borderRadius: 999,
                fontSize: '0.75rem',
                fontWeight: 600,
                color: 'primary.dark',
                bgcolor: alpha(theme.palette.primary.main, 0.08),
                textDecoration: 'none',
                '&:hover': { bgcolor: alpha(theme.palette.primary.main, 0.16) },
                '&:focus-visible': { outline: '3px solid #f97316', outlineOffset: 2 },
              })}
            >
              {label}
            </Box>
          </li>
        ))}
      </Box>
    </Box>
  );
}
