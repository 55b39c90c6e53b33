import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { formatDate, formatRelative } from '../../../lib/format';
import { experienceText } from './adminUsersModel';

export interface Applicant {
  id: string;
  name: string;
  email: string | null;
  createdAt: string;
  city: string;
  serviceZipPrefixes: readonly string[];
  yearsExperience: number;
  specialties: readonly string[];
}

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'baseline', py: 0.25 }}>
      <Typography component="dt" variant="body2" color="text.secondary" sx={{ minWidth: '8.5rem' }}>
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

function Chips({ items, label }: { items: readonly string[]; label: string }) {
  if (items.length === 0) return <>—</>;
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0, display: 'inline-flex', flexWrap: 'wrap', gap: 0.5 }}>
      {items.map((item) => (
        <li key={item}>
          <Chip size="small" variant="outlined" label={item} />
        </li>
      ))}
    </Box>
  );
}

/**
 * One freelancer waiting for the background check (`pendingFreelancers`, docs/decisions/0020):
 * name, email, city, zip codes served, experience, specialties and when they applied,
 * with "View profile", "Approve <name>" and "Reject <name>" buttons.
 */
export function ApplicantCard({
  applicant,
  onView,
  onApprove,
  onReject,
}: {
  applicant: Applicant;
  onView: () => void;
  onApprove: () => void;
  onReject: () => void;
}) {
  const headingId = useId();
  return (
    <Card component="article" aria-labelledby={headingId} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flex: 1 }}>
        <Typography id={headingId} component="h3" variant="h6" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {applicant.name}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere', mb: 1 }}>
          {applicant.email ?? '—'}
        </Typography>
        <Box component="dl" sx={{ m: 0 }}>
          <Line label="Applied">
            <time dateTime={applicant.createdAt}>{formatDate(applicant.createdAt)}</time> ({formatRelative(applicant.createdAt)})
          </Line>
          <Line label="City">{applicant.city || '—'}</Line>
          <Line label="Zip codes served">
            <Chips items={applicant.serviceZipPrefixes} label={`Zip codes served by ${applicant.name}`} />
          </Line>
          <Line label="Experience">{experienceText(applicant.yearsExperience)}</Line>
          <Line label="Specialties">
            <Chips items={applicant.specialties} label={`Specialties of ${applicant.name}`} />
          </Line>
        </Box>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, pt: 0, flexWrap: 'wrap', gap: 1, '& > :not(style) ~ :not(style)': { ml: 0 } }}>
        <Button onClick={onView} aria-label={`View profile of ${applicant.name}`}>
          View profile
        </Button>
        <Box sx={{ flex: 1 }} />
        <Button variant="outlined" color="error" onClick={onReject} aria-label={`Reject ${applicant.name}`}>
          Reject
        </Button>
        <Button variant="contained" color="success" onClick={onApprove} aria-label={`Approve ${applicant.name}`}>
          Approve
        </Button>
      </CardActions>
    </Card>
  );
}
