import { sellerAnalyticsMessages, type SellerAnalytics } from '@matchbazaar/contracts';
import { displayName } from '@matchbazaar/taxonomy';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { SectionCard } from '../../../components/section-card';
import { count } from './seller-figures';

const t = sellerAnalyticsMessages;

/** The listings most viewed in the range, with their inquiries and orders. */
export function AnalyticsTopListings({ rows }: { rows: SellerAnalytics['topListings'] }) {
  const c = t.columns;
  return (
    <SectionCard title={t.topListingsTitle}>
      {rows.length === 0 ? (
        <Typography color="text.secondary">{t.topListingsEmpty}</Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-label={t.topListingsTitle}>
            <TableHead>
              <TableRow>
                <TableCell>{c.listing}</TableCell>
                <TableCell align="right">{c.views}</TableCell>
                <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                  {c.inquiries}
                </TableCell>
                <TableCell align="right">{c.orders}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.id}>
                  <TableCell sx={{ width: '60%', maxWidth: 0 }}>
                    <Link
                      component={RouterLink}
                      to={`/marketplace/listing/${row.id}`}
                      sx={{
                        display: '-webkit-box',
                        WebkitLineClamp: 2,
                        WebkitBoxOrient: 'vertical',
                        overflow: 'hidden',
                        overflowWrap: 'anywhere',
                        fontWeight: 600,
                      }}
                    >
                      {row.title}
                    </Link>
                    <Typography variant="caption" color="text.secondary">
                      {displayName(row.category)}
                    </Typography>
                  </TableCell>
                  <TableCell align="right">{count.format(row.views)}</TableCell>
                  <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                    {count.format(row.inquiries)}
                  </TableCell>
                  <TableCell align="right">{count.format(row.orders)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </SectionCard>
  );
}
