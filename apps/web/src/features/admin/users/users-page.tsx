import SearchIcon from '@mui/icons-material/Search';
import {
  adminScreensMessages,
  adminUserStatuses,
  roles,
  type AdminUserSort,
  type AdminUsersQuery,
} from '@matchbazaar/contracts';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { DashboardPageFrame } from '../../../components/dashboard-page-frame';
import { LoadState } from '../../../components/load-state';
import { adminUsersQuery } from '../api/admin-users';
import { dayOf, RoleChip, StatusChipOf } from './user-chips';
import { paramsOf, usersQueryOf } from './users-query';

const t = adminScreensMessages.users;

/** The verification filter's choices, each a pair of the query's flags. */
const verifications = {
  emailVerified: { emailVerified: true },
  emailUnverified: { emailVerified: false },
  phoneVerified: { phoneVerified: true },
  phoneUnverified: { phoneVerified: false },
} as const;
type Verification = keyof typeof verifications;

const verificationOf = (query: AdminUsersQuery): Verification | '' =>
  query.emailVerified !== undefined
    ? query.emailVerified
      ? 'emailVerified'
      : 'emailUnverified'
    : query.phoneVerified !== undefined
      ? query.phoneVerified
        ? 'phoneVerified'
        : 'phoneUnverified'
      : '';

const columns: { sort: AdminUserSort; label: string; wide?: boolean }[] = [
  { sort: 'name', label: t.columns.name },
  { sort: 'role', label: t.columns.role },
  { sort: 'createdAt', label: t.columns.createdAt, wide: true },
  { sort: 'lastSignInAt', label: t.columns.lastSignInAt, wide: true },
];
const wideOnly = { display: { xs: 'none', md: 'table-cell' } } as const;

/**
 * /admin/users (Manage Users, admins only): the accounts, searched, filtered, sorted and paged by
 * the server; the view lives in the URL. A row leads to the account's page.
 */
export function UsersPage() {
  const [params, setParams] = useSearchParams();
  const query = usersQueryOf(params);
  // The table keeps its rows while the next page or sort loads: no flash of a spinner.
  const users = useQuery({ ...adminUsersQuery(query), placeholderData: keepPreviousData });
  const go = (change: Partial<AdminUsersQuery>, keepPage = false) =>
    setParams(paramsOf({ ...query, ...change, ...(keepPage ? {} : { page: 1 }) }));

  // The search box waits for a pause in typing before it asks the server.
  const [search, setSearch] = useState(query.q ?? '');
  useEffect(() => {
    if (search.trim() === (query.q ?? '')) return;
    const timer = setTimeout(() => go({ q: search.trim() || undefined }), 300);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only typing starts a search
  }, [search]);

  const sortBy = (sort: AdminUserSort) =>
    go({ sort, order: query.sort === sort && query.order === 'asc' ? 'desc' : 'asc' });
  const data = users.data;

  return (
    <DashboardPageFrame title={t.title} intro={t.intro}>
      <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={1.5}
          sx={{ p: 2, borderBottom: 1, borderColor: 'divider' }}
        >
          <TextField
            type="search"
            size="small"
            label={t.search}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            sx={{ flex: 2 }}
            slotProps={{
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon />
                  </InputAdornment>
                ),
              },
            }}
          />
          <TextField
            select
            size="small"
            label={t.role}
            value={query.role ?? ''}
            onChange={(event) =>
              go({ role: (event.target.value || undefined) as AdminUsersQuery['role'] })
            }
            sx={{ flex: 1, minWidth: 140 }}
          >
            <MenuItem value="">{t.any}</MenuItem>
            {roles.map((role) => (
              <MenuItem key={role} value={role}>
                {t.roles[role]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label={t.status}
            value={query.status ?? ''}
            onChange={(event) =>
              go({ status: (event.target.value || undefined) as AdminUsersQuery['status'] })
            }
            sx={{ flex: 1, minWidth: 140 }}
          >
            <MenuItem value="">{t.any}</MenuItem>
            {adminUserStatuses.map((status) => (
              <MenuItem key={status} value={status}>
                {t.statuses[status]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label={t.verification}
            value={verificationOf(query)}
            onChange={(event) => {
              const choice = event.target.value as Verification | '';
              go({
                emailVerified: undefined,
                phoneVerified: undefined,
                ...(choice ? verifications[choice] : {}),
              });
            }}
            sx={{ flex: 1, minWidth: 180 }}
          >
            <MenuItem value="">{t.any}</MenuItem>
            {(Object.keys(verifications) as Verification[]).map((key) => (
              <MenuItem key={key} value={key}>
                {t.verifications[key]}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        {users.isFetching && data && <LinearProgress aria-hidden="true" sx={{ height: 2 }} />}
        {!data ? (
          <Box sx={{ p: 2 }}>
            <LoadState
              label={t.title}
              failed={users.isError ? t.loadFailed : undefined}
              retry={() => void users.refetch()}
              retryLabel={t.retry}
            />
          </Box>
        ) : data.users.length === 0 ? (
          <Typography color="text.secondary" sx={{ p: 3 }}>
            {t.empty}
          </Typography>
        ) : (
          <Table size="small" aria-label={t.title}>
            <TableHead>
              <TableRow>
                {columns.map((column) => (
                  <TableCell
                    key={column.sort}
                    sortDirection={query.sort === column.sort ? query.order : false}
                    sx={column.wide ? wideOnly : undefined}
                  >
                    <TableSortLabel
                      active={query.sort === column.sort}
                      direction={query.sort === column.sort ? query.order : 'asc'}
                      onClick={() => sortBy(column.sort)}
                    >
                      {column.label}
                    </TableSortLabel>
                  </TableCell>
                ))}
                <TableCell>{t.columns.status}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.users.map((user) => {
                const name = `${user.firstName} ${user.lastName}`.trim() || user.email;
                return (
                  <TableRow key={user.id} hover>
                    <TableCell sx={{ maxWidth: 320 }}>
                      <Link
                        component={RouterLink}
                        to={`/admin/users/${user.id}`}
                        underline="hover"
                        sx={{ fontWeight: 600, display: 'block', overflowWrap: 'anywhere' }}
                      >
                        {name}
                      </Link>
                      <Typography
                        variant="body2"
                        color="text.secondary"
                        sx={{ overflowWrap: 'anywhere' }}
                      >
                        {user.email}
                      </Typography>
                    </TableCell>
                    <TableCell>
                      <RoleChip role={user.role} />
                    </TableCell>
                    <TableCell sx={wideOnly}>{dayOf(user.createdAt)}</TableCell>
                    <TableCell sx={wideOnly}>{dayOf(user.lastSignInAt)}</TableCell>
                    <TableCell>
                      <StatusChipOf status={user.status} />
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        )}
        {data && data.total > 0 && (
          <TablePagination
            component="div"
            count={data.total}
            page={data.page - 1}
            rowsPerPage={data.pageSize}
            rowsPerPageOptions={[10, 25, 50, 100]}
            labelRowsPerPage={t.rowsPerPage}
            onPageChange={(_event, page) => go({ page: page + 1 }, true)}
            onRowsPerPageChange={(event) => go({ pageSize: Number(event.target.value) })}
          />
        )}
      </Paper>
    </DashboardPageFrame>
  );
}
