import { formatDateBR, formatDateTimeBR } from '@cvc/domain';
import { FunctionField } from 'react-admin';

/** pt-BR date and time cells formatted by the domain, not by the browser's Intl data. */
export function DateTimeCell({ source, label }: { source: string; label?: string }) {
  return (
    <FunctionField
      source={source}
      label={label}
      render={(record: Record<string, unknown>) => formatDateTimeBR(record[source] as Date | null)}
    />
  );
}

export function DateCell({ source, label }: { source: string; label?: string }) {
  return (
    <FunctionField
      source={source}
      label={label}
      render={(record: Record<string, unknown>) => formatDateBR(record[source] as Date | string | null)}
    />
  );
}
