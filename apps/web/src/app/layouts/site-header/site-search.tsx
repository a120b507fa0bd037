import SearchIcon from '@mui/icons-material/Search';
import { siteMessages } from '@matchbazaar/contracts';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { alpha } from '@mui/material/styles';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { visuallyHidden } from '../../../components/visually-hidden';
import { browseHref } from './nav-items';
import { useSearchSuggestions } from './search-suggestions';

const t = siteMessages;

/**
 * The header's search (docs/product/site.md): a query goes to the marketplace's browse page
 * (`/marketplace/browse?q=...`), which answers it.
 */
export function SiteSearch({ onSearch }: { onSearch?: () => void }) {
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const navigate = useNavigate();
  const inputId = useId();
  const listId = useId();
  const suggestions = useSearchSuggestions(query, open);
  const shown = open && suggestions.length > 0;

  const go = (path: string) => {
    setOpen(false);
    setActive(-1);
    void navigate(path);
    onSearch?.();
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = shown && active >= 0 ? suggestions[active] : undefined;
    go(chosen ? chosen.path : browseHref(query));
  };
  // The WAI-ARIA combobox pattern: arrows move through the list, Enter opens, Escape closes.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      setOpen(false);
      setActive(-1);
      return;
    }
    if (!shown || (event.key !== 'ArrowDown' && event.key !== 'ArrowUp')) return;
    event.preventDefault();
    const step = event.key === 'ArrowDown' ? 1 : -1;
    // -1 is the typed text itself; past either end the choice wraps round through it.
    setActive((i) => {
      const next = i + step;
      if (next >= suggestions.length) return -1;
      return next < -1 ? suggestions.length - 1 : next;
    });
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
        position: 'relative',
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
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        onFocus={() => setOpen(true)}
        role="combobox"
        aria-expanded={shown}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={shown && active >= 0 ? `${listId}-${active}` : undefined}
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
      <Box
        component="ul"
        id={listId}
        role="listbox"
        aria-label={t.suggestionsLabel}
        hidden={!shown}
        sx={(theme) => ({
          position: 'absolute',
          top: 'calc(100% + 6px)',
          left: 0,
          right: 0,
          zIndex: theme.zIndex.modal,
          m: 0,
          p: 0.5,
          listStyle: 'none',
          bgcolor: 'background.paper',
          borderRadius: 2,
          border: `1px solid ${theme.palette.divider}`,
          boxShadow: '0 18px 40px -18px rgba(22,26,46,0.45)',
        })}
      >
        {suggestions.map((suggestion, index) => (
          <Box
            component="li"
            key={suggestion.key}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            // mousedown, not click: the input's blur would close the list first.
            onMouseDown={(event) => {
              event.preventDefault();
              go(suggestion.path);
            }}
            sx={{
              display: 'flex',
              justifyContent: 'space-between',
              gap: 1,
              px: 1.5,
              py: 1,
              borderRadius: 1.5,
              cursor: 'pointer',
              fontSize: '0.9rem',
              bgcolor: index === active ? 'rgba(31,63,184,0.08)' : 'transparent',
              '&:hover': { bgcolor: 'rgba(31,63,184,0.06)' },
            }}
          >
            <Box
              component="span"
              sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
            >
              {suggestion.parent
                ? t.suggestionInParent(suggestion.label, suggestion.parent)
                : suggestion.label}
            </Box>
            <Box
              component="span"
              sx={{ color: 'text.secondary', fontSize: '0.75rem', flexShrink: 0 }}
            >
              {t.suggestionKinds[suggestion.kind]}
            </Box>
          </Box>
        ))}
      </Box>
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
