import Chip from '@mui/material/Chip';
import type { ContactMessageStatus } from '../../../gql/graphql';
import { CONTACT_STATUS_LABELS } from './contactLabels';

/** A message's status as a chip: New stands out (filled), Read and Archived are outlined. */
export function ContactStatusChip({ status }: { status: ContactMessageStatus }) {
  return (
    <Chip
      size="small"
      label={CONTACT_STATUS_LABELS[status]}
      color={status === 'new' ? 'primary' : 'default'}
      variant={status === 'new' ? 'filled' : 'outlined'}
      sx={{ fontWeight: 600 }}
    />
  );
}
