import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TicketAction, TicketStatus } from '../../../gql/graphql';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { ReasonDialog } from '../../../components/ui/ReasonDialog';
import { TicketActionButtons, hasButtons, type TicketActionButton } from '../../../components/tickets/TicketView';
import { useToast } from '../../../lib/toast';
import { TICKET_MESSAGE_MAX, TICKET_RESOLUTION_MIN, TICKET_STATUS_LABELS } from '../../../../../schema/tickets';
import { useSetTicketStatus } from './adminTicketMutations';

/** The status each admin status action moves to (the server's ADMIN_TRANSITIONS decides which show). */
const TARGET: Partial<Record<TicketAction, TicketStatus>> = {
  START: 'in_progress',
  INVESTIGATE: 'investigating',
  RESOLVE: 'resolved',
  CLOSE: 'closed',
  REOPEN: 'open',
};

/**
 * The status buttons of /admin/tickets/:id (docs/decisions/0021): the moves the server allows from the current
 * status (`allowedActions`: "Start", "Investigate", "Resolve", "Close", "Reopen"). "Resolve" asks for
 * the resolution the requester will read (ReasonDialog); "Close" is confirmed first (the requester
 * can no longer reply).
 */
export function TicketStatusActions({ ticket }: { ticket: { id: string; number: number; allowedActions: readonly TicketAction[] } }) {
  const toast = useToast();
  const [setStatus, { loading }] = useSetTicketStatus();
  const [resolving, setResolving] = useState(false);
  const [closing, setClosing] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const move = async (status: TicketStatus): Promise<boolean> => {
    setError(null);
    const result = await setStatus(ticket.id, status);
    if (!result.ok) {
      setError(result.message);
      return false;
    }
    toast.success(`Ticket #${ticket.number} is now ${TICKET_STATUS_LABELS[status].toLowerCase()}.`);
    return true;
  };

  const buttons: Partial<Record<TicketAction, TicketActionButton>> = {
    START: { label: 'Start', onClick: () => void move('in_progress') },
    INVESTIGATE: { label: 'Investigate', onClick: () => void move('investigating') },
    RESOLVE: { label: 'Resolve', variant: 'contained', color: 'success', onClick: () => setResolving(true) },
    CLOSE: { label: 'Close', color: 'error', onClick: () => setClosing(true) },
    REOPEN: { label: 'Reopen', onClick: () => void move('open') },
  };
  const any = hasButtons(ticket.allowedActions.filter((action) => TARGET[action]), buttons);

  return (
    <>
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
        <TicketActionButtons actions={ticket.allowedActions} buttons={buttons} disabled={loading} />
      </Stack>
      {!any && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          No status changes are possible from here.
        </Typography>
      )}
      {error && !closing && (
        <Alert severity="error" role="alert" sx={{ mt: 1.5 }} onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      <ReasonDialog
        open={resolving}
        title={`Resolve ticket #${ticket.number}`}
        description="Describe how the problem was solved. The requester reads this and is notified; if they reply, the ticket opens again."
        label="Resolution"
        hint={`Up to ${TICKET_MESSAGE_MAX.toLocaleString('en-US')} characters`}
        rules={{ required: true, minLength: TICKET_RESOLUTION_MIN, maxLength: TICKET_MESSAGE_MAX, requiredMessage: 'Please describe the resolution (at least 3 characters).' }}
        confirmLabel="Resolve ticket"
        cancelLabel="Cancel"
        onConfirm={(resolution) => setStatus(ticket.id, 'resolved', resolution)}
        onDone={() => {
          setResolving(false);
          toast.success(`Ticket #${ticket.number} is now ${TICKET_STATUS_LABELS.resolved.toLowerCase()}.`);
        }}
        onClose={() => setResolving(false)}
      />
      <ConfirmDialog
        open={closing}
        title={`Close ticket #${ticket.number}?`}
        description="The requester can no longer reply to a closed ticket. You can reopen it later."
        confirmLabel="Close ticket"
        cancelLabel="Keep it"
        tone="error"
        busy={loading}
        error={closing ? error : null}
        onConfirm={() => {
          void move('closed').then((ok) => ok && setClosing(false));
        }}
        onClose={() => {
          setClosing(false);
          setError(null);
        }}
      />
    </>
  );
}
