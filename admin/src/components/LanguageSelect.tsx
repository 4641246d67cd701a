import { TextField } from '@mui/material';
import { LANGUAGES, type Language } from '@cvc/domain';

/** Each site language by its own name, as a member picks the one to see or send. */
export const LANGUAGE_NAMES: Record<Language, string> = { pt: 'Português', en: 'English', es: 'Español' };

type Props = { label: string; value: Language; onChange: (language: Language) => void };

/** A native select of the site's languages (keyboard and screen readers as the browser gives them). */
export function LanguageSelect({ label, value, onChange }: Props) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value as Language)}
      slotProps={{ select: { native: true } }}
    >
      {LANGUAGES.map((code) => (
        <option key={code} value={code}>
          {LANGUAGE_NAMES[code]}
        </option>
      ))}
    </TextField>
  );
}
