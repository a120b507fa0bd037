import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DevicesOutlinedIcon from '@mui/icons-material/DevicesOutlined';
import {
  auditLogMessages,
  adminScreensMessages,
  catalogueMessages,
  type AdminUserDetail,
  type AuditEntry,
} from '@matchbazaar/contracts';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { StatusChip } from '../../../components/catalogue/status-chip';
import { LoadState } from '../../../components/load-state';
import { SectionCard } from '../../../components/section-card';
import { useSession } from '../../../lib/session/use-session';
import { useDocumentTitle } from '../../../components/use-document-title';
import { adminUserQuery } from '../api/admin-users';
import { UserActions } from './user-actions';
import { dayOf, RoleChip, StatusChipOf } from './user-chips';
import { ruledRow } from '../../../components/ruled-rows';

const t = adminScreensMessages.users;
const a = adminScreensMessages;
const postStatusLabels: Readonly<Record<string, string>> = {
  ...catalogueMessages.listingStatuses,
  ...catalogueMessages.requirementStatuses,
};

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '140px 1fr' },
        gap: 0.5,
        py: 0.75,
      }}
    >
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>{children}</Box>
    </Box>
  );
}

const verifiedChip = (verified: boolean) => (
  <Chip
    size="small"
    sx={{ ml: 1 }}
    color={verified ? 'success' : 'default'}
    variant={verified ? 'filled' : 'outlined'}
    label={verified ? t.verified : t.notVerified}
  />
);

function AuditLines({ entries }: { entries: readonly AuditEntry[] }) {
  if (entries.length === 0) return <Typography color="text.secondary">{t.noAudit}</Typography>;
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {entries.map((entry) => (
        <Box component="li" key={entry.id} sx={{ py: 1, ...ruledRow }}>
          <Typography sx={{ fontWeight: 600 }}>{a.auditActions[entry.action]}</Typography>
          <Typography variant="body2" color="text.secondary">
            {new Date(entry.createdAt).toLocaleString('en-US')}{' '}
            {a.auditBy(entry.actor.name ?? a.auditSomeone, entry.actor.role)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function UserDetail({ detail }: { detail: AdminUserDetail }) {
  const { user: me } = useSession();
  const navigate = useNavigate();
  const user = detail.user;
  const name = `${user.firstName} ${user.lastName}`.trim() || user.email;
  useDocumentTitle(name);
  const counts = (record: Record<string, number | undefined>) =>
    Object.entries(record)
      .filter(([, n]) => (n ?? 0) > 0)
      .map(([status, n]) => `${postStatusLabels[status] ?? status} ${n}`)
      .join(' · ') || '0';

  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Avatar
          aria-hidden="true"
          src={user.profileImage ?? undefined}
          sx={{ width: 64, height: 64, bgcolor: 'secondary.main', fontSize: 24 }}
        >
          {(user.firstName.charAt(0) + user.lastName.charAt(0)).toUpperCase()}
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography
            variant="h4"
            component="h1"
            sx={{ fontWeight: 800, fontSize: { xs: 24, sm: 30 }, overflowWrap: 'anywhere' }}
          >
            {name}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ mt: 0.5, flexWrap: 'wrap' }}>
            <RoleChip role={user.role} />
            <StatusChipOf status={user.status} />
          </Stack>
        </Box>
      </Stack>
      {user.status === 'suspended' && user.suspensionReason && (
        <Alert severity="warning">{t.suspendedBecause(user.suspensionReason)}</Alert>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        <SectionCard title={t.profile}>
          <Fact label={t.columns.email}>
            {user.email}
            {verifiedChip(user.isEmailVerified)}
          </Fact>
          <Fact label={t.phone}>
            {user.phone ?? t.noPhone}
            {user.phone && verifiedChip(user.isPhoneVerified)}
          </Fact>
          <Fact label={t.joined}>{dayOf(user.createdAt)}</Fact>
          <Fact label={t.lastSignIn}>{dayOf(user.lastSignInAt)}</Fact>
        </SectionCard>
        <SectionCard title={t.actions}>
          <UserActions
            key={`${user.role}-${user.status}`}
            user={user}
            self={me?.id === user.id}
            onDeleted={() => void navigate('/admin/users', { replace: true })}
          />
        </SectionCard>
        <SectionCard title={t.sessions}>
          {detail.sessions.length === 0 ? (
            <Typography color="text.secondary">{t.noSessions}</Typography>
          ) : (
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {detail.sessions.map((session) => (
                <Box component="li" key={session.id} sx={{ display: 'flex', gap: 1.5, py: 1 }}>
                  <DevicesOutlinedIcon aria-hidden="true" color="action" />
                  <Box>
                    <Typography sx={{ fontWeight: 600 }}>{session.device}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {t.sessionLine(dayOf(session.lastUsedAt), session.ip)}
                    </Typography>
                  </Box>
                </Box>
              ))}
            </Box>
          )}
        </SectionCard>
        <SectionCard title={t.shop}>
          {detail.shop ? (
            <>
              <Link
                component={RouterLink}
                to={`/marketplace/shop/${detail.shop.slug}`}
                sx={{ fontWeight: 600 }}
              >
                {detail.shop.name}
              </Link>
              <Typography variant="body2" color="text.secondary">
                {detail.shop.place.city} · {detail.shop.listingCount} {t.listings.toLowerCase()}
              </Typography>
            </>
          ) : (
            <Typography color="text.secondary">{t.noShop}</Typography>
          )}
        </SectionCard>
        <SectionCard title={t.posts}>
          <Fact label={t.listings}>{counts(detail.posts.listings)}</Fact>
          <Fact label={t.requirements}>{counts(detail.posts.requirements)}</Fact>
          {detail.posts.recent.length === 0 ? (
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              {t.noPosts}
            </Typography>
          ) : (
            <Box component="ul" sx={{ listStyle: 'none', m: 0, mt: 1, p: 0 }}>
              {detail.posts.recent.map((post) => (
                <Box
                  component="li"
                  key={post.id}
                  sx={{ display: 'flex', gap: 1, alignItems: 'center', py: 0.75 }}
                >
                  <Link
                    component={RouterLink}
                    to={`/marketplace/${post.kind}/${post.id}`}
                    sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}
                  >
                    {post.title}
                  </Link>
                  <StatusChip
                    status={post.status}
                    label={postStatusLabels[post.status] ?? post.status}
                  />
                </Box>
              ))}
            </Box>
          )}
        </SectionCard>
        <SectionCard title={t.audit}>
          <AuditLines entries={detail.audit} />
          <Link
            component={RouterLink}
            to={`/admin/audit?targetKind=user&targetId=${encodeURIComponent(user.id)}`}
            underline="hover"
            sx={{ display: 'inline-block', mt: 1.5, fontWeight: 600 }}
          >
            {auditLogMessages.seeAll}
          </Link>
        </SectionCard>
      </Box>
    </Stack>
  );
}

/** /admin/users/:id: one account, what it holds, and the actions on it (admins only). */
export function UserPage() {
  const { id = '' } = useParams();
  const detail = useQuery(adminUserQuery(id));
  return (
    <Box sx={{ px: { xs: 2, sm: 3, md: 4 }, py: { xs: 3, md: 4 }, maxWidth: 1280, mx: 'auto' }}>
      <Button component={RouterLink} to="/admin/users" startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
        {t.back}
      </Button>
      {detail.data ? (
        <UserDetail detail={detail.data} />
      ) : (
        <LoadState
          label={t.title}
          failed={detail.isError ? t.detailFailed : undefined}
          retry={() => void detail.refetch()}
          retryLabel={t.retry}
        />
      )}
    </Box>
  );
}
