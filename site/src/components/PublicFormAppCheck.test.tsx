import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SITE_SETTINGS_PLACEHOLDERS } from '@cvc/domain';
import { renderSite } from '../test/render';
import { contactFields } from './contactFields';
import { PublicForm } from './PublicForm';

// App Check (with reCAPTCHA and the Firestore SDK) waits for the visitor to begin a form: rendering one, on a
// landing page or in a dialog, starts nothing; its first focus does.
const appCheck = vi.hoisted(() => ({ prepare: vi.fn() }));
vi.mock('../data/appCheck', () => ({ prepareFormAppCheck: appCheck.prepare }));
vi.mock('../data/siteSettings', () => ({
  fetchSiteSettings: () => Promise.resolve(SITE_SETTINGS_PLACEHOLDERS),
}));

const fields = contactFields(['name', 'email'], (name) => (name === 'name' ? 'Nome' : 'E-mail'));

describe('PublicForm and App Check', () => {
  it('starts App Check when a field is first focused, not when the form is shown', async () => {
    renderSite(
      <PublicForm
        fields={fields}
        send={vi.fn(async () => undefined)}
        submitLabel="Enviar"
        submittingLabel="Enviando..."
        failure={{ alert: 'Falhou' }}
      />,
    );
    expect(screen.getByLabelText(/Nome/)).toBeInTheDocument();
    expect(appCheck.prepare).not.toHaveBeenCalled();
    await act(async () => void fireEvent.focus(screen.getByLabelText(/E-mail/)));
    expect(appCheck.prepare).toHaveBeenCalled();
  });
});
