import { FormControl, InputLabel, OutlinedInput } from '@mui/material';
import type { ReactNode, Ref } from 'react';

type PlainTextFieldProps = {
  id: string;
  name: string;
  label: ReactNode;
  type?: string;
  required?: boolean;
  autoFocus?: boolean;
  autoComplete?: string;
  defaultValue?: string;
  error?: boolean;
  inputRef?: Ref<HTMLInputElement>;
};

/**
 * MUI's outlined TextField for the login screen, built from its own parts: TextField also imports Select with
 * its menu, popover and modal (about 13 KB gz) on a page that has no select.
 */
export function PlainTextField({ id, label, required, error, ...input }: PlainTextFieldProps) {
  return (
    <FormControl variant="outlined" required={required} error={error}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput id={id} label={label} {...input} />
    </FormControl>
  );
}
