import { useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

/**
 * A list of short texts edited as chips (the cleaner's specialties and zip codes, docs/decisions/0019): a text
 * input with an Add button (Enter adds too) and one chip per value, which removes it when
 * activated (click, Enter, Space, Delete or Backspace). `check` vets a new value before it joins.
 */
export function ChipListField({
  label,
  noun,
  values,
  onChange,
  check,
  max,
  maxLength,
  helperText,
  error,
  inputMode,
  emptyText,
}: {
  /** Input label, e.g. "Add a specialty". */
  label: string;
  /** What one value is, e.g. "specialty" (button and chip names). */
  noun: string;
  values: readonly string[];
  onChange: (next: string[]) => void;
  /** Returns a message when `value` (trimmed) cannot be added. */
  check?: (value: string) => string | null;
  max: number;
  maxLength: number;
  helperText?: string;
  /** An error about the whole list (e.g. from the server). */
  error?: string;
  inputMode?: 'text' | 'numeric';
  emptyText: string;
}) {
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const add = () => {
    const value = draft.trim();
    if (!value) return setProblem(`Type a ${noun} first`);
    if (values.some((v) => v.toLowerCase() === value.toLowerCase())) return setProblem(`${value} is already in the list`);
    if (values.length >= max) return setProblem(`At most ${max} ${noun === 'specialty' ? 'specialties' : `${noun}s`}`);
    const message = check?.(value) ?? null;
    if (message) return setProblem(message);
    onChange([...values, value]);
    setDraft('');
    setProblem(null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  };

  const shownError = problem ?? error ?? null;
  return (
    <Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          label={label}
          value={draft}
          onChange={(event) => {
            setDraft(event.target.value);
            if (problem) setProblem(null);
          }}
          onKeyDown={onKeyDown}
          error={Boolean(shownError)}
          helperText={shownError ?? helperText}
          fullWidth
          size="small"
          slotProps={{ htmlInput: { maxLength, inputMode } }}
        />
        <Button variant="outlined" onClick={add} aria-label={`Add ${noun}`} sx={{ flexShrink: 0, minHeight: 40 }}>
          Add
        </Button>
      </Stack>
      <Box sx={{ mt: 1.5 }}>
        {values.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {emptyText}
          </Typography>
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {values.map((value) => {
              const remove = () => onChange(values.filter((v) => v !== value));
              return (
                <li key={value}>
                  <Chip label={value} onClick={remove} onDelete={remove} aria-label={`Remove ${noun} ${value}`} />
                </li>
              );
            })}
          </Box>
        )}
        <FormHelperText sx={{ mt: 0.5 }}>{`${values.length} of ${max}`}</FormHelperText>
      </Box>
    </Box>
  );
}
