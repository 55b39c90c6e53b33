import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TicketStatus } from '../../../gql/graphql';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { MESSAGE_MAX, TICKET_STATUS_LABELS } from '../../../components/tickets/ticketLabels';
import { useToast } from '../../../lib/toast';
import { useSetTicketStatus, type TicketBefore } from './adminTicketMutations';
import { STATUS_ACTION_LABELS, allowedTargets } from './transitions';

/**
 * The status buttons of /admin/tickets/:id (issue 9): only the moves the transition table allows
 * from the current status ("Start", "Investigate", "Resolve", "Close", "Reopen"). "Resolve" asks for
 * the resolution the requester will read; "Close" is confirmed first (the requester can no longer reply).
 */
export function TicketStatusActions({ ticket }: { ticket: { id: string; number: number; status: TicketStatus; assignee?: { id: string } | null } }) {
  const toast = useToast();
  const [setStatus, { loading }] = useSetTicketStatus();
  const [resolving, setResolving] = useState(false);
  const [closing, setClosing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const before: TicketBefore = { status: ticket.status, assigneeId: ticket.assignee?.id ?? null };
  const targets = allowedTargets(ticket.status);

  const move = async (status: TicketStatus, resolution?: string): Promise<boolean> => {
    setError(null);
    const result = await setStatus(ticket.id, status, before, resolution);
    if (!result.ok) {
      setError(result.message);
      return false;
    }
    toast.success(`Ticket #${ticket.number} is now ${TICKET_STATUS_LABELS[status].toLowerCase()}.`);
    return true;
  };

  return (
    <>
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
        {targets.map((target) => (
          <Button
            key={target}
            variant={target === 'resolved' ? 'contained' : 'outlined'}
            color={target === 'closed' ? 'error' : target === 'resolved' ? 'success' : 'primary'}
            disabled={loading}
            onClick={() => {
              if (target === 'resolved') setResolving(true);
              else if (target === 'closed') setClosing(true);
              else void move(target);
            }}
          >
            {STATUS_ACTION_LABELS[target]}
          </Button>
        ))}
      </Stack>
      {targets.length === 0 && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          No status changes are possible from here.
        </Typography>
      )}
      {error && !resolving && !closing && (
        <Alert severity="error" role="alert" sx={{ mt: 1.5 }} onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      <ResolveDialog
        open={resolving}
        number={ticket.number}
        busy={loading}
        error={resolving ? error : null}
        onResolve={async (resolution) => {
          if (await move('resolved', resolution)) setResolving(false);
        }}
        onClose={() => {
          setResolving(false);
          setError(null);
        }}
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

/** The resolution the requester will read (3 to 5,000 characters, as the server checks). */
function ResolveDialog({
  open,
  number,
  busy,
  error,
  onResolve,
  onClose,
}: {
  open: boolean;
  number: number;
  busy: boolean;
  error: string | null;
  onResolve: (resolution: string) => Promise<void>;
  onClose: () => void;
}) {
  const titleId = useId();
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const submit = async () => {
    const resolution = text.trim();
    if (resolution.length < 3) return setFieldError('Please describe the resolution (at least 3 characters).');
    setFieldError(null);
    await onResolve(resolution);
  };
  return (
    <Dialog open={open} onClose={() => !busy && onClose()} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId} sx={{ fontWeight: 700 }}>
        Resolve ticket #{number}
      </DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          Describe how the problem was solved. The requester reads this and is notified; if they reply, the ticket opens again.
        </DialogContentText>
        <TextField
          label="Resolution"
          required
          multiline
          minRows={3}
          value={text}
          onChange={(e) => setText(e.target.value)}
          error={Boolean(fieldError)}
          helperText={fieldError ?? `Up to ${MESSAGE_MAX.toLocaleString('en-US')} characters`}
          slotProps={{ htmlInput: { maxLength: MESSAGE_MAX } }}
        />
        {error && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1, flexWrap: 'wrap' }}>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button
          variant="contained"
          color="success"
          disabled={busy}
          onClick={() => void submit()}
          startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
        >
          Resolve ticket
        </Button>
      </DialogActions>
    </Dialog>
  );
}
