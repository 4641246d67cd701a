import styled from 'styled-components';
import { useId } from 'react';

export interface FieldSpec<K extends string> {
  name: K;
  label: string;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  required?: boolean;
}

export type FormValues<K extends string> = Record<K, string>;

export function emptyValues<K extends string>(fields: readonly FieldSpec<K>[]): FormValues<K> {
  return Object.fromEntries(fields.map((field) => [field.name, ''])) as FormValues<K>;
}

interface FormFieldsProps<K extends string> {
  fields: readonly FieldSpec<K>[];
  values: FormValues<K>;
  onChange: (name: K, value: string) => void;
  disabled?: boolean;
}

/** Labelled inputs; required ones carry an asterisk and the browser's own checks (SPEC §5). */
export function FormFields<K extends string>({ fields, values, onChange, disabled }: FormFieldsProps<K>) {
  const baseId = useId();
  return (
    <>
      {fields.map(({ name, label, type = 'text', autoComplete, required = true }) => (
        <Field key={name}>
          <label htmlFor={`${baseId}-${name}`}>
            {label}
            {required && <Required aria-hidden="true"> *</Required>}
          </label>
          <Input
            id={`${baseId}-${name}`}
            name={name}
            type={type}
            autoComplete={autoComplete}
            required={required}
            disabled={disabled}
            value={values[name]}
            onChange={(event) => onChange(name, event.target.value)}
          />
        </Field>
      ))}
    </>
  );
}

export const Form = styled.form`
  display: grid;
  gap: 14px;
`;

const Field = styled.div`
  display: grid;
  gap: 6px;
  label {
    font-size: 0.9rem;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.navy};
  }
`;

const Required = styled.span`
  color: ${({ theme }) => theme.colors.danger};
`;

const Input = styled.input`
  width: 100%;
  padding: 11px 14px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: #fff;
  font-size: 1rem;
  &:focus {
    border-color: ${({ theme }) => theme.colors.primary};
    outline: 2px solid rgba(29, 78, 216, 0.2);
  }
  &:disabled {
    background: ${({ theme }) => theme.colors.soft};
  }
`;

export const FormError = styled.p`
  padding: 10px 14px;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.92rem;
  font-weight: 600;
`;

export const SuccessBox = styled.div`
  display: grid;
  justify-items: center;
  gap: 8px;
  padding: 28px 12px;
  text-align: center;
  &::before {
    content: '✓';
    display: grid;
    place-items: center;
    width: 56px;
    height: 56px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.successSoft};
    color: ${({ theme }) => theme.colors.success};
    font-size: 1.8rem;
    font-weight: 700;
  }
`;
