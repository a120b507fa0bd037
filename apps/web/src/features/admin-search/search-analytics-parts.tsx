import { searchAnalyticsMessages, type SearchAnalytics } from '@matchbazaar/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { dateTimeText } from '../../components/date-time';
import { SectionCard } from '../../components/section-card';
import { visuallyHidden } from '../../components/visually-hidden';

const t = searchAnalyticsMessages;
const c = t.columns;
const count = (n: number) => n.toLocaleString('en-US');
/** Cells that a phone leaves out, to keep the query readable. */
const wideOnly = { display: { xs: 'none', sm: 'table-cell' } } as const;
/** Tables on a phone: narrower cell padding, so three columns fit beside a query. */
const compact = {
  tableLayout: 'fixed',
  '& .MuiTableCell-root': { px: { xs: 0.75, sm: 2 } },
} as const;
/** A typed query: wraps anywhere (a long word or a pasted link never widens the table). */
const queryCell = { overflowWrap: 'anywhere', wordBreak: 'break-word', fontWeight: 600 } as const;

function Figure({ label, value, hint }: { label: string; value: string; hint: string }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, borderRadius: 3, minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography
        component="p"
        data-figure={label}
        sx={{ fontWeight: 800, fontSize: { xs: 22, sm: 28 }, lineHeight: 1.25, mt: 0.5 }}
      >
        {value}
      </Typography>
      <Typography
        variant="caption"
        color="text.secondary"
        sx={{ display: 'block', lineHeight: 1.4, mt: 0.25 }}
      >
        {hint}
      </Typography>
    </Paper>
  );
}

/** The summary cards: searches, the share that found nothing, click-through, actions. */
export function Figures({ totals }: { totals: SearchAnalytics['totals'] }) {
  const f = t.figures;
  const h = t.figureHints;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
      }}
    >
      <Figure label={f.searches} value={count(totals.searches)} hint={h.searches} />
      <Figure
        label={f.zeroResultRate}
        value={t.percent(totals.zeroResultRate)}
        hint={h.zeroResultRate(totals.zeroResults)}
      />
      <Figure
        label={f.clickThrough}
        value={t.percent(totals.clickThroughRate)}
        hint={h.clickThrough}
      />
      <Figure
        label={f.clicks}
        value={count(totals.clicks)}
        hint={h.clicks(totals.saves, totals.inquiries)}
      />
    </Box>
  );
}

export function TopQueries({ rows }: { rows: SearchAnalytics['topQueries'] }) {
  return (
    <SectionCard title={t.topTitle}>
      {rows.length === 0 ? (
        <Typography color="text.secondary">{t.topEmpty}</Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-label={t.topTitle} sx={compact}>
            <TableHead>
              <TableRow>
                <TableCell sx={{ width: { xs: '50%', sm: '40%' } }}>{c.query}</TableCell>
                <TableCell align="right">{c.searches}</TableCell>
                <TableCell align="right" sx={wideOnly}>
                  {c.zeroShare}
                </TableCell>
                <TableCell align="right" sx={wideOnly}>
                  {c.clicks}
                </TableCell>
                <TableCell align="right">{c.ctr}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.query}>
                  <TableCell sx={queryCell}>{row.query}</TableCell>
                  <TableCell align="right">{count(row.searches)}</TableCell>
                  <TableCell align="right" sx={wideOnly}>
                    {t.percent(row.zeroResultShare)}
                  </TableCell>
                  <TableCell align="right" sx={wideOnly}>
                    {count(row.clicks)}
                  </TableCell>
                  <TableCell align="right">{t.percent(row.clickThroughRate)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </SectionCard>
  );
}

export function ZeroResultQueries({ rows }: { rows: SearchAnalytics['zeroResultQueries'] }) {
  return (
    <SectionCard title={t.zeroTitle}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t.zeroHint}
      </Typography>
      {rows.length === 0 ? (
        <Typography color="text.secondary">{t.zeroEmpty}</Typography>
      ) : (
        <TableContainer>
          <Table
            size="small"
            aria-label={t.zeroTitle}
            data-testid="zero-result-queries"
            sx={compact}
          >
            <TableHead>
              <TableRow>
                <TableCell sx={{ width: { xs: '38%', sm: '34%' } }}>{c.query}</TableCell>
                <TableCell align="right">{c.count}</TableCell>
                <TableCell align="right" sx={wideOnly}>
                  {c.lastSeen}
                </TableCell>
                <TableCell align="right" sx={{ width: { xs: '36%', sm: '24%' } }}>
                  <Box component="span" sx={visuallyHidden}>
                    {c.action}
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.query}>
                  <TableCell sx={queryCell}>{row.query}</TableCell>
                  <TableCell align="right">{count(row.count)}</TableCell>
                  <TableCell align="right" sx={wideOnly}>
                    {dateTimeText(row.lastSeen)}
                  </TableCell>
                  <TableCell align="right" sx={{ py: 0.25 }}>
                    <Button
                      component={RouterLink}
                      to={`/admin/settings?${new URLSearchParams({ synonyms: row.query }).toString()}#synonyms`}
                      size="small"
                      aria-label={t.synonyms.addFromQueryLabel(row.query)}
                      // A narrow column: the words wrap rather than overflow.
                      sx={{
                        minWidth: 0,
                        px: { xs: 0.25, sm: 0.75 },
                        fontSize: { xs: 12.5, sm: 13 },
                        lineHeight: 1.25,
                        textAlign: 'right',
                      }}
                    >
                      {t.synonyms.addFromQuery}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </SectionCard>
  );
}

/** Click-through at places 1 to 10 of the first page, as a list of bars. */
export function Positions({ rows }: { rows: SearchAnalytics['positions'] }) {
  const shown = rows.filter((row) => row.shown > 0);
  return (
    <SectionCard title={t.positionsTitle}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t.positionsHint}
      </Typography>
      {shown.length === 0 ? (
        <Typography color="text.secondary">{t.positionsEmpty}</Typography>
      ) : (
        <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
          {shown.map((row) => (
            <Box
              component="li"
              key={row.position}
              sx={{
                display: 'grid',
                gridTemplateColumns: '2.5rem minmax(0, 1fr) auto',
                alignItems: 'center',
                columnGap: 1.5,
              }}
            >
              <Typography sx={{ fontWeight: 700 }}>
                <Box component="span" sx={visuallyHidden}>
                  {c.position}{' '}
                </Box>
                {row.position}
              </Typography>
              <LinearProgress
                variant="determinate"
                value={row.clickThroughRate * 100}
                aria-label={`${c.position} ${row.position}`}
                sx={{ height: 10, borderRadius: 5 }}
              />
              <Typography variant="body2" sx={{ textAlign: 'right', minWidth: '9.5rem' }}>
                <Box component="span" sx={{ fontWeight: 700 }}>
                  {t.percent(row.clickThroughRate)}
                </Box>{' '}
                <Box component="span" sx={{ color: 'text.secondary' }}>
                  ({t.positionLine(row.clicks, row.shown)})
                </Box>
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </SectionCard>
  );
}
