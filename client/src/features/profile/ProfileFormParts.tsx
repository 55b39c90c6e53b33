import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { FieldError, FieldErrors, FieldValues, Path, UseFormRegister, UseFormRegisterReturn, UseFormReset, UseFormSetError } from 'react-hook-form';
import type { Outcome } from '../../lib/mutation';

/** Props of {@link ProfileTextField}: a TextField's props plus its react-hook-form binding. */
export type ProfileTextFieldProps = Omit<TextFieldProps, 'error' | 'helperText' | 'slotProps'> & {
  /** What `register(name)` returned for the field. */
  registration: UseFormRegisterReturn;
  /** The field's error (`formState.errors[name]`): its message replaces the hint. */
  fieldError?: FieldError;
  /** Shown under the field while it has no error. */
  hint?: string;
  /** Longest input accepted, in characters (the server rule's length). */
  maxLength: number;
  /** `numeric` for digits only (zip codes, miles, years), which opens the numeric keyboard. */
  inputMode?: 'numeric';
  /** The width of its cell in the form's Grid: `12` (whole row) or per breakpoint, e.g. `{ xs: 12, sm: 6 }`. */
  gridSize: number | { xs: number; sm: number };
};

/**
 * A full-width text field of a profile form, in a Grid cell of `gridSize`, bound with react-hook-form's
 * `register`: red with the field's error message, else the hint. Used by PersonalDetailsForm and
 * WorkProfileForm.
 */
export function ProfileTextField({ gridSize, registration, fieldError, hint, maxLength, inputMode, ...props }: ProfileTextFieldProps) {
  return (
    <Grid size={gridSize}>
      <TextField
        fullWidth
        {...props}
        {...registration}
        error={Boolean(fieldError)}
        helperText={fieldError?.message ?? hint}
        slotProps={{ htmlInput: inputMode ? { inputMode, maxLength } : { maxLength } }}
      />
    </Grid>
  );
}

/**
 * Binds profile text fields to a form: `bind(name)` (`const bind = fieldBinder(register, errors)`) gives {@link ProfileTextField}'s
 * `registration` (`register(name)`) and `fieldError` (`errors[name]`), to spread on it. Used by
 * PersonalDetailsForm and WorkProfileForm.
 */
export function fieldBinder<V extends FieldValues>(register: UseFormRegister<V>, errors: FieldErrors<V>) {
  return (name: Path<V>) => ({ registration: register(name), fieldError: errors[name] as FieldError | undefined });
}

/**
 * Puts a failed save's field errors (`result.fields`, field name → message) on the form's inputs
 * named in `fields`, focusing the first. Returns whether any was placed: when none was, the caller
 * shows `result.message` for the whole form. Used by PersonalDetailsForm and WorkProfileForm.
 */
export function placeFieldErrors<V extends FieldValues>(
  errors: Record<string, string>,
  fields: readonly Path<V>[],
  setError: UseFormSetError<V>,
): boolean {
  let placed = false;
  for (const [field, message] of Object.entries(errors)) {
    if ((fields as readonly string[]).includes(field)) {
      setError(field as Path<V>, { type: 'server', message }, { shouldFocus: !placed });
      placed = true;
    }
  }
  return placed;
}

/**
 * Ends a profile form's save with the mutation's `outcome`: on success the form is reset to the
 * saved `values` (so "Undo changes" turns off) and `onSaved` runs (a toast); on failure the field
 * errors go on their inputs (see {@link placeFieldErrors}) or, when none is one of `fields`,
 * `onFailed` gets the message for the whole form. Used by PersonalDetailsForm and WorkProfileForm.
 */
export function settleProfileSave<V extends FieldValues>(
  outcome: Outcome<unknown>,
  values: V,
  form: { fields: readonly Path<V>[]; reset: UseFormReset<V>; setError: UseFormSetError<V> },
  onSaved: () => void,
  onFailed: (message: string) => void,
): void {
  if (outcome.ok) {
    form.reset(values);
    onSaved();
  } else if (!placeFieldErrors(outcome.fields, form.fields, form.setError)) {
    onFailed(outcome.message);
  }
}

/**
 * The buttons under a profile form: submit (`saveLabel`, with a spinner while saving) and
 * "Undo changes" (enabled once the form is changed; calls `onUndo`). Used by PersonalDetailsForm
 * ("Save details") and WorkProfileForm ("Save work profile").
 */
export function ProfileFormActions({
  saveLabel,
  isSubmitting,
  isDirty,
  onUndo,
}: {
  saveLabel: string;
  isSubmitting: boolean;
  isDirty: boolean;
  onUndo: () => void;
}) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 3 }}>
      <Button
        type="submit"
        variant="contained"
        disabled={isSubmitting}
        startIcon={isSubmitting ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
      >
        {saveLabel}
      </Button>
      <Button type="button" onClick={onUndo} disabled={isSubmitting || !isDirty}>
        Undo changes
      </Button>
    </Stack>
  );
}
