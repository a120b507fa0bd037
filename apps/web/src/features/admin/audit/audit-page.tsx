import { auditLogMessages } from '@matchbazaar/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { DashboardPageFrame } from '../../../components/dashboard-page-frame';
import { LoadState } from '../../../components/load-state';
import { auditQuery } from '../api/audit-api';
import { EmptyState } from '../parts/empty-state';
import { AuditFilterForm } from './audit-filter-form';
import {
  filtersOf,
  hasFilters,
  paramsFromValues,
  valuesFromParams,
  type FilterValues,
} from './audit-filters';
import { AuditTable } from './audit-table';

const t = auditLogMessages;

/**
 * /admin/audit (admins): every admin and moderator action, newest first, filtered by who, what,
 * what to and when, an older page at a time. The filters live in the address: a link or a reload
 * shows the same entries.
 */
export function AuditPage() {
  const [params, setParams] = useSearchParams();
  const applied = valuesFromParams(params);
  // Filters from a hand-made address that the API would refuse read as none; the form shows why.
  const checked = filtersOf(applied);
  const log = useInfiniteQuery(auditQuery(checked.filters ?? {}));
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];
  const apply = (values: FilterValues) => setParams(paramsFromValues(values));
  const filtered = hasFilters(applied);

  return (
    <DashboardPageFrame title={t.title} intro={t.intro}>
      <AuditFilterForm
        key={paramsFromValues(applied).toString()}
        applied={applied}
        onApply={apply}
      />
      <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
        {log.isPending || log.isError ? (
          <Box sx={{ p: 2 }}>
            <LoadState
              label={t.title}
              failed={log.isError ? `${t.loadFailed} ${log.error.message}` : undefined}
              retry={() => void log.refetch()}
              retryLabel={t.retry}
            />
          </Box>
        ) : entries.length === 0 ? (
          <EmptyState
            title={filtered ? t.filteredEmpty : t.empty}
            text={filtered ? undefined : t.emptyText}
          />
        ) : (
          <AuditTable entries={entries} onActor={(actor) => apply({ ...applied, actor })} />
        )}
      </Paper>
      {log.hasNextPage && (
        <Box sx={{ mt: 2, textAlign: 'center' }}>
          <Button
            variant="outlined"
            loading={log.isFetchingNextPage}
            onClick={() => void log.fetchNextPage()}
          >
            {t.loadMore}
          </Button>
        </Box>
      )}
    </DashboardPageFrame>
  );
}
