import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Report } from '@cvc/domain';
import { LandingLeadForm } from '../features/landing/LandingLeadForm';
import { renderSite } from '../test/render';
import { HONEYPOT_FIELD } from './Honeypot';
import { LeadModal } from './LeadModal';
import { ReportModal } from './ReportModal';
import { RsvpForm } from './RsvpForm';

const report: Report = {
  id: 'report-01',
  title: 'Panorama 2025',
  description: 'Levantamento anual',
  cover_image_url: null,
  category: null,
  is_free: true,
  price: null,
  checkout_url: null,
  published_at: new Date(2025, 0, 1),
};

const trap = () => document.querySelector<HTMLInputElement>(`input[name="${HONEYPOT_FIELD}"]`)!;
const fillVisible = () => {
  for (const [label, value] of [
    [/Nome/, 'Ana'],
    [/E-mail/, 'ana@x.com'],
    [/Empresa/, 'X'],
    [/Cargo/, 'CEO'],
    [/Telefone/, '11 90000-0000'],
  ] as const) {
    const input = screen.queryByLabelText(label);
    if (input) fireEvent.change(input, { target: { value } });
  }
};
const submitForm = () => act(async () => void fireEvent.submit(trap().closest('form')!));

afterEach(() => vi.restoreAllMocks());

const FORMS = [
  [
    'the home lead modal',
    (submit: () => Promise<never>) => <LeadModal open onClose={() => {}} submit={submit} />,
  ],
  [
    'the event sign-up',
    (submit: () => Promise<never>) => (
      <RsvpForm eventId="e1" submit={submit} onSuccess={vi.fn()} onBack={vi.fn()} />
    ),
  ],
  [
    'the report download',
    (submit: () => Promise<never>) => (
      <ReportModal report={report} onClose={() => {}} submitDownload={submit} />
    ),
  ],
  [
    'the landing lead form',
    (submit: () => Promise<never>) => (
      <LandingLeadForm source="venturelab" submit={submit} submitLabel="Enviar" success={<p>Recebido</p>} />
    ),
  ],
] as const;

describe.each(FORMS)('honeypot on %s', (_name, form) => {
  it('is out of sight, of assistive technology, of the tab order and of autofill', () => {
    renderSite(form(vi.fn()));
    expect(trap().closest('[aria-hidden="true"]')).not.toBeNull();
    expect(trap()).toHaveAttribute('tabindex', '-1');
    expect(trap()).toHaveAttribute('autocomplete', 'off');
    expect(trap()).not.toBeRequired();
  });

  it('sends nothing when a bot filled it, and sends when a person left it empty', async () => {
    const submit = vi.fn(() => new Promise<never>(() => {}));
    const { unmount } = renderSite(form(submit));
    fillVisible();
    fireEvent.change(trap(), { target: { value: 'https://spam.example' } });
    await submitForm();
    expect(submit).not.toHaveBeenCalled();
    unmount();

    renderSite(form(submit));
    fillVisible();
    await submitForm();
    expect(submit).toHaveBeenCalledTimes(1);
  });
});

it('shows a bot the normal success, so it learns nothing', async () => {
  const submit = vi.fn();
  renderSite(<LeadModal open onClose={() => {}} submit={submit} />);
  fillVisible();
  fireEvent.change(trap(), { target: { value: 'x' } });
  await submitForm();
  expect(screen.getByRole('status')).toHaveTextContent('Solicitação enviada!');
  expect(submit).not.toHaveBeenCalled();
});
