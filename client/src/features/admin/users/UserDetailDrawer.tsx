import { useId, useState, type ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import CloseRounded from '@mui/icons-material/CloseRounded';
import { QueryErrorState } from '../../../components/ui/StateMessage';
import { RoleBadge } from '../../../components/layout/RoleBadge';
import { UserTicketsTable } from './UserTicketsTable';
import { graphql } from '../../../gql';
import { useAuth } from '../../../lib/auth';
import { formatDate, formatDateTime } from '../../../lib/format';
import { experienceText, personName, ratingText } from './adminUsersModel';
import { BackgroundCheckChip, UserStatusChip } from './StatusChips';
import { UserStatusDialog } from './UserStatusDialog';
import { useKeptValue } from './useKeptValue';
import { AuditTable, BookingsTable, PaymentsTable, ReviewsList, SessionsTable, type Details } from './UserDetailTabs';

const AdminUserDetailsDocument = graphql(`
  query AdminUserDetails($id: ID!) {
    adminUserDetails(id: $id) {
      bookingCount
      user {
        id
        firstName
        lastName
        fullName
        email
        emailVerified
        phone
        role
        status
        createdAt
        defaultAddress
        defaultCity
        defaultZipCode
        cleanerProfile {
          backgroundCheckStatus
          backgroundCheckNotes
          backgroundCheckedAt
          bio
          city
          serviceZipPrefixes
          yearsExperience
          specialties
          offeredServiceIds
          ratingAverage
          ratingCount
        }
      }
      bookings {
        id
        scheduledAt
        totalCents
        ...BookingStatusChip_booking
        service {
          id
          name
        }
      }
      payments {
        id
        kind
        amountCents
        status
        reason
        createdAt
      }
      reviews {
        id
        rating
        comment
        reviewerName
        cleanerName
        serviceName
        hidden
        createdAt
      }
      sessions {
        id
        createdAt
        lastUsedAt
        ip
        userAgent
      }
      ticketCount
      tickets {
        id
        ...UserTicketsTable_ticket
      }
      audit {
        id
        action
        createdAt
        before
        after
        reason
        actor {
          id
          firstName
          lastName
          email
        }
      }
    }
  }
`);


const TABS = ['bookings', 'payments', 'reviews', 'tickets', 'sessions', 'audit'] as const;
type TabKey = (typeof TABS)[number];
const TAB_LABELS: Record<TabKey, string> = { bookings: 'Bookings', payments: 'Payments', reviews: 'Reviews', tickets: 'Tickets', sessions: 'Sessions', audit: 'Audit' };

/** One label/value row of the profile list. */
function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '10rem 1fr' }, gap: { xs: 0, sm: 2 }, py: 0.75 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

function DetailsBody({ details, onChanged }: { details: Details; onChanged: () => void }) {
  const { user: me } = useAuth();
  const [tab, setTab] = useState<TabKey>('bookings');
  const [statusOpen, setStatusOpen] = useState(false);
  const tabsId = useId();
  const user = details.user;
  const name = personName(user);
  const profile = user.cleanerProfile;
  const counts: Record<TabKey, number> = {
    bookings: details.bookingCount,
    payments: details.payments.length,
    reviews: details.reviews.length,
    tickets: details.ticketCount,
    sessions: details.sessions.length,
    audit: details.audit.length,
  };
  const address = [user.defaultAddress, user.defaultCity, user.defaultZipCode].filter(Boolean).join(', ');

  return (
    <>
      <Box sx={{ px: { xs: 2, sm: 3 }, pb: 2 }}>
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
          <RoleBadge role={user.role} />
          <UserStatusChip status={user.status} />
          {me?.id === user.id && <Chip size="small" variant="outlined" label="You" />}
        </Stack>

        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mt: 2 }}>
          Profile
        </Typography>
        <Box component="dl" sx={{ m: 0 }}>
          <Field label="Email">
            {user.email ?? '—'}
            {user.emailVerified ? '' : ' (not verified)'}
          </Field>
          <Field label="Phone">{user.phone || '—'}</Field>
          <Field label="Joined">{formatDateTime(user.createdAt)}</Field>
          {address && <Field label="Address">{address}</Field>}
          <Field label="Bookings">{details.bookingCount}</Field>
        </Box>

        {profile && (
          <>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mt: 2 }}>
              Freelancer profile
            </Typography>
            <Box component="dl" sx={{ m: 0 }}>
              <Field label="Background check">
                <BackgroundCheckChip status={profile.backgroundCheckStatus} />
                {profile.backgroundCheckedAt && ` decided ${formatDate(profile.backgroundCheckedAt)}`}
              </Field>
              {profile.backgroundCheckNotes && <Field label="Check notes">{profile.backgroundCheckNotes}</Field>}
              <Field label="Rating">{ratingText(profile.ratingAverage, profile.ratingCount)}</Field>
              <Field label="City">{profile.city || '—'}</Field>
              <Field label="Zip codes served">{profile.serviceZipPrefixes.length ? profile.serviceZipPrefixes.join(', ') : '—'}</Field>
              <Field label="Experience">{experienceText(profile.yearsExperience)}</Field>
              <Field label="Specialties">{profile.specialties.length ? profile.specialties.join(', ') : '—'}</Field>
              <Field label="Services">{profile.offeredServiceIds.length ? `${profile.offeredServiceIds.length} selected` : 'Every service'}</Field>
              {profile.bio && <Field label="Bio">{profile.bio}</Field>}
            </Box>
          </>
        )}

        {(user.status === 'active' || user.status === 'suspended') && (
          <Box sx={{ mt: 2 }}>
            <Button
              variant="outlined"
              color={user.status === 'active' ? 'error' : 'primary'}
              onClick={() => setStatusOpen(true)}
              aria-label={user.status === 'active' ? `Suspend ${name}` : `Reactivate ${name}`}
            >
              {user.status === 'active' ? 'Suspend' : 'Reactivate'}
            </Button>
            <UserStatusDialog
              open={statusOpen}
              user={{ id: user.id, name, status: user.status }}
              onClose={() => setStatusOpen(false)}
              onChanged={onChanged}
            />
          </Box>
        )}
      </Box>

      <Divider />
      <Tabs
        value={tab}
        onChange={(_event, value: TabKey) => setTab(value)}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label={`Records of ${name}`}
        sx={{ px: { xs: 0, sm: 1 }, borderBottom: 1, borderColor: 'divider' }}
      >
        {TABS.map((key) => (
          <Tab key={key} value={key} id={`${tabsId}-tab-${key}`} aria-controls={`${tabsId}-panel-${key}`} label={`${TAB_LABELS[key]} (${counts[key]})`} />
        ))}
      </Tabs>
      {TABS.map((key) => (
        <Box
          key={key}
          role="tabpanel"
          id={`${tabsId}-panel-${key}`}
          aria-labelledby={`${tabsId}-tab-${key}`}
          hidden={tab !== key}
          sx={{ px: { xs: 2, sm: 3 }, py: 2 }}
        >
          {tab === key && key === 'bookings' && <BookingsTable details={details} />}
          {tab === key && key === 'payments' && <PaymentsTable details={details} />}
          {tab === key && key === 'reviews' && <ReviewsList details={details} />}
          {tab === key && key === 'tickets' && <UserTicketsTable tickets={details.tickets} total={details.ticketCount} />}
          {tab === key && key === 'sessions' && <SessionsTable details={details} />}
          {tab === key && key === 'audit' && <AuditTable details={details} />}
        </Box>
      ))}
    </>
  );
}

/**
 * Right-hand drawer (full width on phones) with one user's whole picture from
 * `adminUserDetails(id)` (docs/decisions/0020): profile, freelancer profile, the Suspend/Reactivate
 * action, and tabs for bookings, payments, reviews, sessions and the audit trail. After a status
 * change the details are read again (the change adds an audit entry and a suspension ends sessions).
 */
export function UserDetailDrawer({ userId, fallbackName, onClose }: { userId: string | null; fallbackName?: string; onClose: () => void }) {
  // Keep the last user while the drawer slides out.
  const shownId = useKeptValue(userId);
  const titleId = useId();
  const { data, error, refetch } = useQuery(AdminUserDetailsDocument, {
    variables: { id: shownId ?? '' },
    skip: !shownId,
    fetchPolicy: 'cache-and-network',
  });
  const details = data?.adminUserDetails && data.adminUserDetails.user.id === shownId ? data.adminUserDetails : null;
  const title = details ? personName(details.user) : (fallbackName ?? 'User details');

  return (
    <Drawer
      anchor="right"
      open={userId !== null}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': titleId,
          sx: { width: { xs: '100%', sm: 560, md: 640 }, maxWidth: '100%' },
        },
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 1, px: { xs: 2, sm: 3 }, pt: 2, pb: 1 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography id={titleId} component="h2" variant="h6" sx={{ fontWeight: 800, overflowWrap: 'anywhere' }}>
            {title}
          </Typography>
          {details?.user.email && (
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {details.user.email}
            </Typography>
          )}
        </Box>
        <IconButton onClick={onClose} aria-label="Close details" edge="end">
          <CloseRounded />
        </IconButton>
      </Stack>
      {error && !details ? (
        <Box sx={{ px: { xs: 2, sm: 3 }, py: 2 }}>
          <QueryErrorState error={error} onRetry={() => void refetch()} title="We couldn't load this user" />
        </Box>
      ) : !details ? (
        <Box sx={{ px: { xs: 2, sm: 3 }, py: 2 }} aria-busy="true">
          <Skeleton variant="rounded" height={24} width={160} sx={{ mb: 2 }} />
          <Skeleton variant="rounded" height={180} sx={{ mb: 2 }} />
          <Skeleton variant="rounded" height={240} />
        </Box>
      ) : (
        <DetailsBody key={details.user.id} details={details} onChanged={() => void refetch()} />
      )}
    </Drawer>
  );
}
