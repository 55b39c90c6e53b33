import Chip, { type ChipProps } from '@mui/material/Chip';
import type { TicketPriority } from '../../gql/graphql';
import { TICKET_PRIORITY_LABELS } from '../../../../schema/tickets';

const PRIORITY_STYLE: Record<TicketPriority, { color: NonNullable<ChipProps['color']>; variant: ChipProps['variant'] }> = {
  low: { color: 'default', variant: 'outlined' },
  normal: { color: 'info', variant: 'outlined' },
  high: { color: 'warning', variant: 'outlined' },
  urgent: { color: 'error', variant: 'filled' },
};

/** A ticket's priority as a chip ("Urgent" filled red, "High" outlined amber...), colours from the theme (docs/decisions/0021). */
export function TicketPriorityChip({ priority, size = 'small' }: { priority: TicketPriority; size?: ChipProps['size'] }) {
  const style = PRIORITY_STYLE[priority];
  return <Chip size={size} color={style.color} variant={style.variant} label={`${TICKET_PRIORITY_LABELS[priority]} priority`} sx={{ fontWeight: 600 }} />;
}
