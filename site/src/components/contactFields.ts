import { PUBLIC_TEXT_MAX as MAX } from '@cvc/domain';
import type { FieldSpec } from './FormFields';

export type ContactField = 'name' | 'email' | 'company' | 'position' | 'phone';

const CONTACT_INPUTS: Record<ContactField, Omit<FieldSpec<ContactField>, 'name' | 'label'>> = {
  name: { autoComplete: 'name', maxLength: MAX.name },
  email: { type: 'email', autoComplete: 'email', maxLength: MAX.email },
  company: { autoComplete: 'organization', maxLength: MAX.company },
  position: { autoComplete: 'organization-title', maxLength: MAX.position },
  phone: { type: 'tel', autoComplete: 'tel', maxLength: MAX.phone },
};

/** The person's details a public form asks for, in the order given, each with its input type and bound. */
export function contactFields<K extends ContactField>(
  names: readonly K[],
  label: (name: K) => string,
): FieldSpec<K>[] {
  return names.map((name) => ({ name, label: label(name), ...CONTACT_INPUTS[name] }));
}
