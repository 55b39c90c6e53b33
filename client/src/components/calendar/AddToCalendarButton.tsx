import { useState } from 'react';
import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import EventAvailableRounded from '@mui/icons-material/EventAvailableRounded';
import { config } from '../../lib/config';
import { getFreshAccessToken } from '../../lib/session';
import { useToast } from '../../lib/toast';

/**
 * Downloads a booking's iCalendar file, `GET /api/bookings/{id}/calendar.ics` (docs/decisions/0033),
 * as `booking-{id}.ics`. The route needs the Bearer token like every /api route, so
 * the file is fetched with it and handed to the browser as a download (a plain link would go
 * without the token). Readable by the booking's customer, its cleaner and admins; anyone else
 * gets 404.
 * @returns the .ics file as a Blob
 * @throws Error with the message to show (404: not found; other statuses, network, timeout)
 */
export async function fetchBookingCalendar(bookingId: string): Promise<Blob> {
  const token = await getFreshAccessToken();
  let response: Response;
  try {
    response = await fetch(`/api/bookings/${encodeURIComponent(bookingId)}/calendar.ics`, {
      headers: { Accept: 'text/calendar', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      credentials: 'include',
      signal: AbortSignal.timeout(config.apiTimeoutMs),
    });
  } catch {
    throw new Error('We could not reach the server. Please check your connection and try again.');
  }
  if (response.status === 404) throw new Error("We couldn't find this booking's calendar file.");
  if (!response.ok) throw new Error('We could not make the calendar file right now. Please try again.');
  return response.blob();
}

/** Hands a Blob to the browser as a file download named `filename`. */
function download(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** "Add to calendar": downloads the booking's .ics file (one event, times in UTC) for any calendar app. */
export function AddToCalendarButton({ bookingId, variant = 'outlined', ...props }: { bookingId: string } & Omit<ButtonProps, 'onClick'>) {
  const notify = useToast();
  const [busy, setBusy] = useState(false);

  const onClick = async () => {
    setBusy(true);
    try {
      download(await fetchBookingCalendar(bookingId), `booking-${bookingId}.ics`);
    } catch (error) {
      notify.error(error instanceof Error ? error.message : 'We could not make the calendar file right now.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      {...props}
      variant={variant}
      onClick={() => void onClick()}
      disabled={busy || props.disabled}
      startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : <EventAvailableRounded />}
    >
      Add to calendar
    </Button>
  );
}
