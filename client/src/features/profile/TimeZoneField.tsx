import { useMemo } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { browserTimeZone, timeZoneOffset, timeZoneOptions } from './availability';

const labels = new Map<string, string>();

/** "America/Los Angeles (GMT-8)"; computed once per zone. */
function zoneLabel(zone: string): string {
  let label = labels.get(zone);
  if (label === undefined) {
    const offset = timeZoneOffset(zone);
    label = `${zone.replace(/_/g, ' ')}${offset ? ` (${offset})` : ''}`;
    labels.set(zone, label);
  }
  return label;
}

/**
 * The time zone of the cleaner's weekly hours on /cleaner/availability (docs/decisions/0019): a searchable
 * list of IANA zones (`Intl.supportedValuesOf('timeZone')`, or a fallback list on older
 * browsers), with a shortcut to the browser's own zone.
 */
export function TimeZoneField({ value, onChange, error }: { value: string; onChange: (zone: string) => void; error?: string }) {
  const browserZone = useMemo(() => browserTimeZone(), []);
  const options = useMemo(() => timeZoneOptions([value, browserZone]), [value, browserZone]);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
      <Autocomplete
        options={options}
        value={value}
        onChange={(_event, zone) => zone && onChange(zone)}
        getOptionLabel={zoneLabel}
        disableClearable
        autoHighlight
        sx={{ flex: 1, maxWidth: { sm: 420 } }}
        renderInput={(params) => (
          <TextField
            {...params}
            label="Time zone"
            error={Boolean(error)}
            helperText={error ?? 'Your weekly hours and days off are in this time zone.'}
          />
        )}
      />
      {value !== browserZone && (
        <Button onClick={() => onChange(browserZone)} sx={{ mt: { sm: 1 } }}>
          Use this device's zone ({browserZone.replace(/_/g, ' ')})
        </Button>
      )}
    </Stack>
  );
}
