import { FormControl, InputLabel, OutlinedInput } from '@mui/material';
import type { HTMLAttributes, ReactNode, Ref } from 'react';

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
  /** The id of a text that describes the field (aria-describedby). */
  describedBy?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
};

/**
 * MUI's outlined TextField for the login screen, built from its own parts: TextField also imports Select with
 * its menu, popover and modal (about 13 KB gz) on a page that has no select.
 */
export function PlainTextField({
  id,
  label,
  required,
  error,
  describedBy,
  inputMode,
  ...input
}: PlainTextFieldProps) {
  return (
    <FormControl variant="outlined" required={required} error={error}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        inputProps={{ 'aria-describedby': describedBy, inputMode }}
        {...input}
      />
    </FormControl>
  );
}
