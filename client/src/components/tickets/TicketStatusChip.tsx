import Chip, { type ChipProps } from '@mui/material/Chip';
import AutorenewRounded from '@mui/icons-material/AutorenewRounded';
import FiberNewRounded from '@mui/icons-material/FiberNewRounded';
import LockRounded from '@mui/icons-material/LockRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import TaskAltRounded from '@mui/icons-material/TaskAltRounded';
import type { ReactElement } from 'react';
import { graphql } from '../../gql';
import type { TicketStatus, TicketStatusChip_TicketFragment } from '../../gql/graphql';

export const TicketStatusChip_ticket = graphql(`
  fragment TicketStatusChip_ticket on Ticket {
    id
    status
    statusLabel
  }
`);

type Tone = NonNullable<ChipProps['color']>;

/** Theme palette colour and icon of each status (filled chips use the palette's AA-contrast mains). */
const STATUS_STYLE: Record<TicketStatus, { color: Tone; icon: ReactElement }> = {
  open: { color: 'info', icon: <FiberNewRounded /> },
  in_progress: { color: 'secondary', icon: <AutorenewRounded /> },
  investigating: { color: 'warning', icon: <SearchRounded /> },
  resolved: { color: 'success', icon: <TaskAltRounded /> },
  closed: { color: 'default', icon: <LockRounded /> },
};

/** Coloured chip with a ticket's status label ("In progress"), from the Ticket's status and statusLabel (docs/decisions/0021). */
export function TicketStatusChip({ ticket, size = 'small' }: { ticket: TicketStatusChip_TicketFragment; size?: ChipProps['size'] }) {
  const style = STATUS_STYLE[ticket.status];
  return (
    <Chip
      size={size}
      color={style.color}
      variant={ticket.status === 'closed' ? 'outlined' : 'filled'}
      icon={style.icon}
      label={ticket.statusLabel}
      sx={{ fontWeight: 600 }}
    />
  );
}
