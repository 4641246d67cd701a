/**
 * Spread on a react-admin input the domain schema refuses empty (`<TextInput source="name" {...REQUIRED} />`):
 * react-admin's asterisk after its label, the one `required()` gives, and the native `required` attribute that
 * assistive technology announces. The console's forms are `noValidate` (layout/theme.ts), so on save the
 * schema's own messages, not the browser's bubble, say what is missing. requiredMarks.test.tsx holds every form
 * to its schema.
 */
export const REQUIRED = { isRequired: true, required: true } as const;
