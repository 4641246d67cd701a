import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import {
  AdminContext,
  ResourceContextProvider,
  SimpleForm,
  testDataProvider,
  type AuthProvider,
} from 'react-admin';
import { i18nProvider } from '../providers/i18nProvider';
import { type Parser, zodValidator } from '../components/zodValidator';

/** Renders inputs inside a react-admin form of `resource`, with the console's pt-BR messages. */
export function renderForm(
  resource: string,
  inputs: ReactNode,
  {
    defaultValues,
    schema,
    onSubmit,
  }: { defaultValues?: object; schema?: Parser; onSubmit?: (v: object) => void } = {},
) {
  return render(
    <AdminContext dataProvider={testDataProvider()} i18nProvider={i18nProvider}>
      <ResourceContextProvider value={resource}>
        <SimpleForm
          defaultValues={defaultValues}
          validate={schema ? zodValidator(schema) : undefined}
          onSubmit={onSubmit ?? (() => undefined)}
          // As every console form (layout/theme.ts): the schema, not the browser, refuses an empty required field.
          noValidate
        >
          {inputs}
        </SimpleForm>
      </ResourceContextProvider>
    </AdminContext>,
  );
}

export function renderInAdmin(ui: ReactNode, authProvider?: AuthProvider) {
  return render(
    <AdminContext dataProvider={testDataProvider()} i18nProvider={i18nProvider} authProvider={authProvider}>
      {ui}
    </AdminContext>,
  );
}
