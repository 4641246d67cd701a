import { TextInput } from 'react-admin';

/**
 * A list of short texts edited one per line (CVCs mentioned, supplier services). Blank lines are kept while
 * typing and dropped by the domain schema on save, so pressing Enter never eats the new line.
 */
export function LinesInput({ source, label }: { source: string; label?: string }) {
  return (
    <TextInput
      source={source}
      label={label}
      multiline
      minRows={3}
      fullWidth
      format={(value: unknown) => (Array.isArray(value) ? value.join('\n') : '')}
      parse={(value: string) => value.split('\n')}
    />
  );
}
