import { useState } from 'react';
import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { personName } from '../../../components/tickets/ticketLabels';
import { useToast } from '../../../lib/toast';
import { useAssignTicket } from './adminTicketMutations';
import { useTicketAdmins } from './ticketAdmins';

/**
 * "Assign to" on /admin/tickets/:id (docs/decisions/0021; shown when `allowedActions` has ASSIGN): the admins
 * (adminAdmins) plus "Unassigned"; a change is sent at once (assignTicket) and the assignee is
 * notified by the server.
 */
export function AssignTicketSelect({
  ticket,
}: {
  ticket: { id: string; number: number; assignee?: { id: string; firstName: string; lastName: string } | null };
}) {
  const toast = useToast();
  const { admins, error: adminsError } = useTicketAdmins();
  const [assign, { loading }] = useAssignTicket();
  const [error, setError] = useState<string | null>(null);
  const current = ticket.assignee?.id ?? '';
  // A current assignee missing from the list (e.g. no longer active) stays visible.
  const options = ticket.assignee && !admins.some((a) => a.id === ticket.assignee?.id) ? [ticket.assignee, ...admins] : admins;

  const change = async (value: string) => {
    if (value === current) return;
    setError(null);
    const result = await assign(ticket.id, value || null);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    const who = options.find((a) => a.id === value);
    toast.success(who ? `Ticket #${ticket.number} is assigned to ${personName(who)}.` : `Ticket #${ticket.number} is unassigned.`);
  };

  return (
    <>
      <TextField
        select
        size="small"
        label="Assign to"
        value={current}
        disabled={loading}
        onChange={(e) => void change(e.target.value)}
        helperText={adminsError ? "We couldn't load the list of admins." : undefined}
      >
        <MenuItem value="">Unassigned</MenuItem>
        {options.map((admin) => (
          <MenuItem key={admin.id} value={admin.id}>
            {personName(admin)}
          </MenuItem>
        ))}
      </TextField>
      {error && (
        <Alert severity="error" role="alert" sx={{ mt: 1.5 }} onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
    </>
  );
}
