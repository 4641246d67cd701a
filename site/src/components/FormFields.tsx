import styled from 'styled-components';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { FieldProblem, FieldProblems } from '../data/invalidInput';

export interface FieldSpec<K extends string> {
  name: K;
  label: string;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  required?: boolean;
  /** The bound firestore.rules puts on the field (PUBLIC_TEXT_MAX), so the browser stops typing there. */
  maxLength: number;
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
  /** Fields the domain's schema refused: each shows its message and the first one takes the focus. */
  problems?: FieldProblems;
}

/** Labelled inputs; required ones carry an asterisk and the browser's own checks (SPEC §5). */
export function FormFields<K extends string>({
  fields,
  values,
  onChange,
  disabled,
  problems = {},
}: FormFieldsProps<K>) {
  const { t } = useTranslation();
  const baseId = useId();
  const firstProblem = fields.find(({ name }) => problems[name])?.name;

  useEffect(() => {
    if (firstProblem) document.getElementById(`${baseId}-${firstProblem}`)?.focus();
  }, [problems, firstProblem, baseId]);

  return (
    <>
      {fields.map(({ name, label, type = 'text', autoComplete, required = true, maxLength }) => {
        const problem = problems[name];
        const messageId = `${baseId}-${name}-problem`;
        return (
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
              maxLength={maxLength}
              disabled={disabled}
              value={values[name]}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? messageId : undefined}
              onChange={(event) => onChange(name, event.target.value)}
            />
            {problem && <Problem id={messageId}>{problemText(problem, t)}</Problem>}
          </Field>
        );
      })}
    </>
  );
}

function problemText(problem: FieldProblem, t: TFunction): string {
  return problem.kind === 'tooLong'
    ? t('fieldError.tooLong', { max: problem.max })
    : t(`fieldError.${problem.kind}`);
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
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

const Problem = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.85rem;
  font-weight: 600;
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
