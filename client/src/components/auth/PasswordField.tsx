import { forwardRef, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { PASSWORD_RULES, PASSWORD_RULE_TEXT } from '../../../../schema/rules';

const srOnly = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** Password input with a show/hide toggle. */
export const PasswordField = forwardRef<HTMLInputElement, TextFieldProps>(function PasswordField(props, ref) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      inputRef={ref}
      type={visible ? 'text' : 'password'}
      slotProps={{
        ...props.slotProps,
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                onClick={() => setVisible((v) => !v)}
                edge="end"
                aria-label={visible ? 'Hide password' : 'Show password'}
                aria-pressed={visible}
              >
                {visible ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
});

/** Live checklist of the spec section 5 password rule. */
export function PasswordChecklist({ value, id }: { value: string; id?: string }) {
  return (
    <div id={id}>
      <Typography variant="caption" color="text.secondary">
        {PASSWORD_RULE_TEXT}.
      </Typography>
      <List dense disablePadding aria-live="polite" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {PASSWORD_RULES.map((rule) => {
          const met = rule.pattern.test(value);
          return (
            <ListItem key={rule.id} disableGutters sx={{ py: 0 }}>
              <ListItemIcon sx={{ minWidth: 26 }}>
                {met ? (
                  <CheckCircleIcon fontSize="small" color="success" aria-hidden />
                ) : (
                  <RadioButtonUncheckedIcon fontSize="small" color="disabled" aria-hidden />
                )}
              </ListItemIcon>
              <ListItemText
                primary={
                  <>
                    {rule.label}
                    <span style={srOnly}>{met ? ' (met)' : ' (not met)'}</span>
                  </>
                }
                slotProps={{
                  primary: { variant: 'caption', sx: { color: met ? 'success.main' : 'text.secondary' } },
                }}
              />
            </ListItem>
          );
        })}
      </List>
    </div>
  );
}
