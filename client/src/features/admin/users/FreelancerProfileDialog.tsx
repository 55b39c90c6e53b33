import { useId, type ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { QueryErrorState } from '../../../components/ui/StateMessage';
import { graphql } from '../../../gql';
import { formatDate, formatDateTime } from '../../../lib/format';
import { experienceText, personName, ratingText } from './adminUsersModel';
import { BackgroundCheckChip, UserStatusChip } from './StatusChips';
import { useKeptValue } from './useKeptValue';

const AdminFreelancerProfileDocument = graphql(`
  query AdminFreelancerProfile($id: ID!) {
    freelancer(id: $id) {
      id
      firstName
      lastName
      fullName
      email
      emailVerified
      phone
      status
      createdAt
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
    services(limit: 50) {
      id
      name
    }
  }
`);

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

function ChipList({ items, label }: { items: readonly string[]; label: string }) {
  if (items.length === 0) return <>—</>;
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
      {items.map((item) => (
        <li key={item}>
          <Chip size="small" variant="outlined" label={item} />
        </li>
      ))}
    </Box>
  );
}

/**
 * One applicant's profile from `freelancer(id)` (docs/decisions/0020): contact, city,
 * zip codes served, experience, specialties, services offered (names from `services`), bio and
 * the check's state, with "Approve" and "Reject" leading to the decision dialogs.
 */
export function FreelancerProfileDialog({
  applicant: current,
  onClose,
  onApprove,
  onReject,
}: {
  applicant: { id: string; name: string } | null;
  onClose: () => void;
  onApprove: (applicant: { id: string; name: string }) => void;
  onReject: (applicant: { id: string; name: string }) => void;
}) {
  const applicant = useKeptValue(current);
  const fullScreen = useMediaQuery('(max-width:599.95px)');
  const titleId = useId();
  const { data, error, refetch } = useQuery(AdminFreelancerProfileDocument, {
    variables: { id: applicant?.id ?? '' },
    skip: !applicant,
    fetchPolicy: 'cache-and-network',
  });
  const user = data?.freelancer && data.freelancer.id === applicant?.id ? data.freelancer : null;
  const profile = user?.cleanerProfile;
  const serviceNames = new Map((data?.services ?? []).map((s) => [String(s.id), s.name]));
  const offered = profile ? profile.offeredServiceIds.map((id) => serviceNames.get(String(id)) ?? `Service #${id}`) : [];
  const pending = profile?.backgroundCheckStatus === 'pending';

  return (
    <Dialog open={current !== null} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth fullScreen={fullScreen}>
      <DialogTitle id={titleId} sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
        {user ? personName(user) : (applicant?.name ?? 'Applicant')}
      </DialogTitle>
      <DialogContent dividers>
        {error && !user ? (
          <QueryErrorState error={error} onRetry={() => void refetch()} title="We couldn't load this profile" />
        ) : !user || !profile ? (
          <Box aria-busy="true">
            <Skeleton variant="rounded" height={20} width="60%" sx={{ mb: 1.5 }} />
            <Skeleton variant="rounded" height={220} />
          </Box>
        ) : (
          <>
            <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mb: 1 }}>
              <BackgroundCheckChip status={profile.backgroundCheckStatus} />
              <UserStatusChip status={user.status} />
            </Stack>
            <Box component="dl" sx={{ m: 0 }}>
              <Field label="Email">
                {user.email ?? '—'}
                {user.emailVerified ? '' : ' (not verified)'}
              </Field>
              <Field label="Phone">{user.phone || '—'}</Field>
              <Field label="Applied">{formatDateTime(user.createdAt)}</Field>
              <Field label="City">{profile.city || '—'}</Field>
              <Field label="Zip codes served">
                <ChipList items={profile.serviceZipPrefixes} label="Zip codes served" />
              </Field>
              <Field label="Experience">{experienceText(profile.yearsExperience)}</Field>
              <Field label="Specialties">
                <ChipList items={profile.specialties} label="Specialties" />
              </Field>
              <Field label="Services">{offered.length ? offered.join(', ') : 'Every service'}</Field>
              <Field label="Rating">{ratingText(profile.ratingAverage, profile.ratingCount)}</Field>
              {profile.backgroundCheckedAt && <Field label="Decided">{formatDate(profile.backgroundCheckedAt)}</Field>}
              {profile.backgroundCheckNotes && <Field label="Check notes">{profile.backgroundCheckNotes}</Field>}
              <Field label="Bio">{profile.bio || '—'}</Field>
            </Box>
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose}>Close</Button>
        {current && applicant && pending && (
          <>
            <Button variant="outlined" color="error" onClick={() => onReject(applicant)} aria-label={`Reject ${applicant.name}`}>
              Reject
            </Button>
            <Button variant="contained" color="success" onClick={() => onApprove(applicant)} aria-label={`Approve ${applicant.name}`}>
              Approve
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
