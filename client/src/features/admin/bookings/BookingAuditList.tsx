/**
 * The admin changes to one booking (docs/decisions/0020): who, when, what and why, newest first, from
 * GraphQL `adminAudit(entityType: "booking", entityId)`. Values before and after are listed field
 * by field; the booking's own cleaner is shown by name instead of by id.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { formatDateTime, formatMoney } from '../../../components/booking/format';
import { errorMessage } from '../../../lib/errors';

const AdminBookingAuditQuery = graphql(`
  query AdminBookingAudit($entityId: String!) {
    adminAudit(entityType: "booking", entityId: $entityId, limit: 20) {
      total
      items {
        id
        action
        before
        after
        reason
        createdAt
        actor {
          id
          firstName
          lastName
        }
      }
    }
  }
`);

const ACTIONS: Record<string, string> = {
  'booking.assign': 'Cleaner assigned',
  'booking.details': 'Details changed',
  'booking.status': 'Status changed',
  'booking.payment_status': 'Payment status set',
  'booking.messages.read': 'Messages read',
};

const FIELDS: Record<string, string> = {
  status: 'Status',
  cleanerId: 'Cleaner',
  scheduledAt: 'Start',
  durationMinutes: 'Length',
  totalCents: 'Total',
  address: 'Address',
  city: 'City',
  zipCode: 'Zip code',
  notes: 'Notes',
  paymentStatus: 'Payment status',
};

function formatValue(key: string, value: unknown, names: Record<string, string>): string {
  if (value === null || value === undefined || value === '') return 'none';
  if (key === 'cleanerId' && typeof value === 'string') return names[value] ?? 'another cleaner';
  if (key === 'scheduledAt' && typeof value === 'string') return formatDateTime(value);
  if (key === 'durationMinutes' && typeof value === 'number') return `${value / 60} h`;
  if (key === 'totalCents' && typeof value === 'number') return formatMoney(value);
  if (key === 'status' || key === 'paymentStatus') return String(value).replace(/_/g, ' ');
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** The lines under one entry: what support read for a read of the messages, else "Field: before → after". */
function details(entry: { action: string; before?: unknown; after?: unknown }, names: Record<string, string>): string[] {
  if (entry.action === 'booking.messages.read') {
    const read = entry.after && typeof entry.after === 'object' ? (entry.after as { page?: number; total?: number }) : {};
    return [`Page ${read.page ?? 1} of the conversation (${read.total ?? 0} ${read.total === 1 ? 'message' : 'messages'} in all)`];
  }
  return changes(entry.before, entry.after, names);
}

/** "Field: before → after" lines of one entry. */
function changes(before: unknown, after: unknown, names: Record<string, string>): string[] {
  const b = before && typeof before === 'object' ? (before as Record<string, unknown>) : {};
  const a = after && typeof after === 'object' ? (after as Record<string, unknown>) : {};
  const keys = Array.from(new Set([...Object.keys(b), ...Object.keys(a)]));
  return keys.map((key) => `${FIELDS[key] ?? key}: ${formatValue(key, b[key], names)} → ${formatValue(key, a[key], names)}`);
}

/** The booking's audit entries; `names` maps user ids (e.g. the current cleaner) to names. */
export function BookingAuditList({ bookingId, names }: { bookingId: string; names: Record<string, string> }) {
  const { data, error, loading, refetch } = useQuery(AdminBookingAuditQuery, { variables: { entityId: bookingId }, fetchPolicy: 'cache-and-network' });
  const audit = data?.adminAudit;

  if (error && !audit) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            Try again
          </Button>
        }
      >
        {errorMessage(error)}
      </Alert>
    );
  }
  if (!audit) return loading ? <Skeleton variant="rounded" height={80} aria-hidden /> : null;
  if (audit.items.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        No admin changes yet.
      </Typography>
    );
  }
  return (
    <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {audit.items.map((entry) => (
        <Box component="li" key={entry.id} sx={{ borderLeft: 3, borderColor: 'divider', pl: 1.5 }}>
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            {ACTIONS[entry.action] ?? entry.action}
          </Typography>
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
            {formatDateTime(entry.createdAt)} · {entry.actor ? `${entry.actor.firstName} ${entry.actor.lastName}` : 'The platform'}
          </Typography>
          {details(entry, names).map((line) => (
            <Typography key={line} variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {line}
            </Typography>
          ))}
          {entry.reason && (
            <Typography variant="body2" color="text.secondary">
              Reason: {entry.reason}
            </Typography>
          )}
        </Box>
      ))}
      {audit.total > audit.items.length && (
        <Typography component="li" variant="caption" color="text.secondary">
          Showing the latest {audit.items.length} of {audit.total} changes.
        </Typography>
      )}
    </Stack>
  );
}
