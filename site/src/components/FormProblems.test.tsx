import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  PUBLIC_TEXT_MAX,
  VALIDATION_MESSAGES,
  eventRsvpInputSchema,
  leadInputSchema,
  reportDownloadInputSchema,
  type EventRsvpInput,
  type LeadInput,
  type Report,
  type ReportDownloadInput,
} from '@cvc/domain';
import { parseInput } from '../data/invalidInput';
import { pt } from '../i18n/pt';
import { renderSite } from '../test/render';
import { LeadModal } from './LeadModal';
import { ReportModal } from './ReportModal';
import { RsvpForm } from './RsvpForm';

// The site's write paths parse with the domain's schema before sending (site/src/data); these stand in for them.
const sent: unknown[] = [];
const submitLead = vi.fn(async (lead: LeadInput) => void sent.push(parseInput(leadInputSchema, lead)));
const submitRsvp = vi.fn(
  async (rsvp: EventRsvpInput) => void sent.push(parseInput(eventRsvpInputSchema, rsvp)),
);
const submitDownload = vi.fn(async (download: ReportDownloadInput) => {
  sent.push(parseInput(reportDownloadInputSchema, download));
  return '/files/r.pdf';
});

const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = async (button: RegExp) => {
  await act(async () => {
    fireEvent.submit(screen.getByRole('button', { name: button }).closest('form')!);
  });
};

function fillLead(email: string) {
  type(/Nome|Name|Nombre/, 'Ana Souza');
  type(/E-mail|Correo/, email);
  type(/Empresa|Company/, 'Empresa SA');
  type(/Telefone|Phone|Teléfono/, '11 99999-0000');
}

afterEach(() => {
  sent.length = 0;
  vi.restoreAllMocks();
});

describe('public form fields', () => {
  it('carry the bounds of firestore.rules', () => {
    renderSite(<RsvpForm eventId="event-1" submit={submitRsvp} onSuccess={() => {}} onBack={() => {}} />);
    expect(screen.getByLabelText(/Nome/)).toHaveAttribute('maxlength', String(PUBLIC_TEXT_MAX.name));
    expect(screen.getByLabelText(/E-mail/)).toHaveAttribute('maxlength', String(PUBLIC_TEXT_MAX.email));
    expect(screen.getByLabelText(/E-mail/)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(/Empresa/)).toHaveAttribute('maxlength', String(PUBLIC_TEXT_MAX.company));
    expect(screen.getByLabelText(/Cargo/)).toHaveAttribute('maxlength', String(PUBLIC_TEXT_MAX.position));
    expect(screen.getByLabelText(/Telefone/)).toHaveAttribute('maxlength', String(PUBLIC_TEXT_MAX.phone));
    expect(screen.getByLabelText(/Telefone/)).toHaveAttribute('type', 'tel');
  });
});

describe('a field the schema refuses', () => {
  it('gets its own message next to it, not the alert, and the typed data stays', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    renderSite(<LeadModal open onClose={() => {}} submit={submitLead} />);
    // The browser's type="email" accepts this address; the schema (and the rules) do not.
    fillLead('ana@empresa');
    await submit(/Enviar solicitação/);

    const email = screen.getByLabelText(/E-mail/);
    expect(screen.getByText('E-mail inválido')).toHaveAttribute('id', email.getAttribute('aria-describedby'));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    expect(screen.getByLabelText(/Nome/)).not.toHaveAttribute('aria-invalid');
    expect(alert).not.toHaveBeenCalled();
    expect(sent).toEqual([]);
    expect(email).toHaveValue('ana@empresa');
    expect(screen.getByLabelText(/Nome/)).toHaveValue('Ana Souza');
    expect(screen.getByRole('button', { name: 'Enviar solicitação' })).toBeEnabled();

    // Corrected, the same form goes through and the message leaves.
    type(/E-mail/, 'ana@empresa.com.br');
    await submit(/Enviar solicitação/);
    expect(screen.queryByText('E-mail inválido')).toBeNull();
    expect(sent).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('Solicitação enviada!');
  });

  it("speaks the visitor's language", async () => {
    renderSite(<LeadModal open onClose={() => {}} submit={submitLead} />, { language: 'es' });
    fillLead('ana@empresa');
    type(/Nombre/, '   ');
    await submit(/Enviar solicitud/);
    expect(screen.getByText('Campo obligatorio')).toBeInTheDocument();
    expect(screen.getByText('Correo electrónico no válido')).toBeInTheDocument();
    // The first refused field takes the focus.
    expect(screen.getByLabelText(/Nombre/)).toHaveFocus();
  });

  it('names the bound of a too long value (in English too)', async () => {
    renderSite(<RsvpForm eventId="event-1" submit={submitRsvp} onSuccess={() => {}} onBack={() => {}} />, {
      language: 'en',
    });
    fillLead('ana@empresa.com.br');
    type(/Position/, 'CEO');
    // A paste can get past maxlength in some browsers; the schema still holds the bound.
    type(/Phone/, '9'.repeat(PUBLIC_TEXT_MAX.phone + 1));
    await submit(/Confirm registration/);
    expect(screen.getByText(`At most ${PUBLIC_TEXT_MAX.phone} characters`)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('in Portuguese, blank-but-spaces is "Campo obrigatório" on the download form', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    renderSite(<ReportModal report={report} onClose={() => {}} submitDownload={submitDownload} />);
    type(/Nome/, '  ');
    type(/E-mail/, 'dani@x.com');
    type(/Empresa/, 'X');
    await submit(/Baixar/);
    expect(screen.getByText('Campo obrigatório')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(open).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/E-mail/)).toHaveValue('dani@x.com');
  });

  it('keeps the generic failure for what the visitor cannot fix (an id the form does not show)', async () => {
    renderSite(
      <ReportModal report={{ ...report, id: 'a/b' }} onClose={() => {}} submitDownload={submitDownload} />,
    );
    type(/Nome/, 'Dani');
    type(/E-mail/, 'dani@x.com');
    type(/Empresa/, 'X');
    await submit(/Baixar/);
    expect(screen.getByRole('alert')).toHaveTextContent('Erro ao processar seu cadastro. Tente novamente.');
    expect(screen.queryByText(/inválido|obrigatório/)).toBeNull();
  });
});

const report: Report = {
  id: 'report-01',
  title: 'Panorama 2025',
  description: 'Levantamento anual',
  cover_image_url: null,
  category: 'Pesquisa',
  is_free: true,
  price: null,
  checkout_url: null,
  published_at: new Date(2025, 0, 1),
};

it('says in Portuguese what the console says for the same refusal', () => {
  expect(pt.fieldError.required).toBe(VALIDATION_MESSAGES.required);
  expect(pt.fieldError.email).toBe(VALIDATION_MESSAGES.email);
  expect(pt.fieldError.tooLong.replace('{{max}}', '40')).toBe(VALIDATION_MESSAGES.tooLong(40));
});
