import GridViewIcon from '@mui/icons-material/GridView';
import TuneIcon from '@mui/icons-material/Tune';
import ViewListIcon from '@mui/icons-material/ViewList';
import { marketplaceMessages } from '@matchbazaar/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { CardLayout } from '../../../components/catalogue/catalogue-card-frame';
import { ChoiceSelect } from '../../../components/choice-select';
import { sortsOf, type ResultKind } from './search-filters';

const t = marketplaceMessages;

/**
 * The line above the results: how many there are (a live status), the phone's Filters button with
 * the number of filters on, the sort and the grid or list view. Each choice is a URL change (`set`).
 */
export function ResultsToolbar({
  kind,
  total,
  totalIsEstimate,
  activeFilters,
  sort,
  layout,
  set,
  openFilters,
}: {
  kind: ResultKind;
  /** Unknown until the first page has come. */
  total: number | undefined;
  totalIsEstimate: boolean;
  activeFilters: number;
  sort: string;
  layout: CardLayout;
  set: (key: string, value: string | null) => void;
  openFilters: () => void;
}) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
      <Typography role="status" sx={{ fontWeight: 600, mr: 'auto' }}>
        {total !== undefined ? t.resultCount(total, totalIsEstimate) : '\u00a0'}
      </Typography>
      <Button
        variant="outlined"
        startIcon={<TuneIcon />}
        onClick={openFilters}
        sx={{ display: { md: 'none' } }}
      >
        {activeFilters > 0 ? `${t.showFilters} (${activeFilters})` : t.showFilters}
      </Button>
      <ChoiceSelect
        label={t.sortLabel}
        value={sort}
        values={sortsOf(kind)}
        names={t.sorts}
        onChange={(next) => set('sort', next)}
        sx={{ minWidth: 190 }}
      />
      <ToggleButtonGroup
        size="small"
        exclusive
        value={layout}
        aria-label={t.viewLabel}
        onChange={(_, value: CardLayout | null) =>
          value && set('view', value === 'grid' ? null : value)
        }
      >
        <ToggleButton value="grid" aria-label={t.gridView}>
          <GridViewIcon fontSize="small" />
        </ToggleButton>
        <ToggleButton value="list" aria-label={t.listView}>
          <ViewListIcon fontSize="small" />
        </ToggleButton>
      </ToggleButtonGroup>
    </Box>
  );
}
