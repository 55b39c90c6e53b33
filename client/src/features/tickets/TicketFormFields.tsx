import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller, type Control, type FieldError, type FieldValues, type Path, type UseFormRegisterReturn } from 'react-hook-form';
import { TICKET_SUBJECT_MAX as SUBJECT_MAX, TICKET_SUBJECT_MIN as SUBJECT_MIN } from '../../../../schema/tickets';

/**
 * The required "Subject" field of a ticket form (schema/tickets.ts: 3 to 200 characters, shown as
 * the hint until `fieldError` replaces it). `registration` is `register('subject')`. Used by
 * NewTicketDialog and EditTicketDialog.
 */
export function TicketSubjectField({ registration, fieldError }: { registration: UseFormRegisterReturn; fieldError?: FieldError }) {
  return (
    <TextField
      label="Subject"
      required
      {...registration}
      error={Boolean(fieldError)}
      helperText={fieldError?.message ?? `${SUBJECT_MIN} to ${SUBJECT_MAX} characters`}
      slotProps={{ htmlInput: { maxLength: SUBJECT_MAX } }}
    />
  );
}

/**
 * A select of a ticket form bound to the form field `name` through `control` (a Controller):
 * one option per value of `choices`, named by `labels`; red with the field's error message. Used
 * for "Category" and "Priority" by NewTicketDialog and for "Priority" by EditTicketDialog.
 */
export function TicketChoiceField<V extends FieldValues, Out extends FieldValues, C extends string>({
  control,
  name,
  label,
  required,
  choices,
  labels,
}: {
  control: Control<V, unknown, Out>;
  name: Path<V>;
  label: string;
  required?: boolean;
  choices: readonly C[];
  labels: Readonly<Record<C, string>>;
}) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          select
          label={label}
          required={required}
          name={field.name}
          value={field.value}
          onChange={(e) => field.onChange(e.target.value)}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
        >
          {choices.map((c) => (
            <MenuItem key={c} value={c}>
              {labels[c]}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}
