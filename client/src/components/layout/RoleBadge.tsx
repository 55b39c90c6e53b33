import Chip from '@mui/material/Chip';
import { alpha } from '@mui/material/styles';
import { ROLE_BADGE } from '../../lib/theme';
import type { Role } from '../../lib/auth';

/** Role chip of spec section 2: blue customer, green Freelancer (cleaner), purple admin. */
export function RoleBadge({ role, size = 'small' }: { role: Role; size?: 'small' | 'medium' }) {
  const badge = ROLE_BADGE[role] ?? ROLE_BADGE.customer;
  return (
    <Chip
      size={size}
      label={badge.label}
      sx={{ color: badge.color, bgcolor: badge.background, border: `1px solid ${alpha(badge.color, 0.25)}` }}
    />
  );
}
