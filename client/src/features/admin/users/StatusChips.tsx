import Chip from '@mui/material/Chip';

/** An account's standing (User.status, docs/decisions/0020): Active or Suspended; "Unknown" when not visible. */
export function UserStatusChip({ status }: { status: string | null | undefined }) {
  if (status === 'active') return <Chip size="small" variant="outlined" color="success" label="Active" />;
  if (status === 'suspended') return <Chip size="small" variant="outlined" color="error" label="Suspended" />;
  return <Chip size="small" variant="outlined" label="Unknown" />;
}

const CHECK_LABELS: Record<string, string> = { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' };

/** A freelancer's background check (CleanerProfile.backgroundCheckStatus, spec section 4). */
export function BackgroundCheckChip({ status }: { status: string }) {
  const color = status === 'approved' ? 'success' : status === 'rejected' ? 'error' : 'warning';
  return <Chip size="small" variant="outlined" color={color} label={CHECK_LABELS[status] ?? status} />;
}
