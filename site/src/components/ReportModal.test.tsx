import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Report } from '@cvc/domain';
import { renderSite } from '../test/render';
import { ReportModal } from './ReportModal';

const base: Report = {
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
const paid: Report = {
  ...base,
  id: 'report-02',
  is_free: false,
  price: 49.9,
  checkout_url: 'https://pay.example/checkout',
};

const fill = () => {
  fireEvent.change(screen.getByLabelText(/Nome/), { target: { value: 'Dani' } });
  fireEvent.change(screen.getByLabelText(/E-mail/), { target: { value: 'dani@x.com' } });
  fireEvent.change(screen.getByLabelText(/Empresa/), { target: { value: 'X' } });
};

describe('ReportModal', () => {
  afterEach(() => vi.restoreAllMocks());

  it("labels a paid report 'Comprar - R$ 49.90' and opens the checkout in a new tab", () => {
    renderSite(<ReportModal report={paid} onClose={() => {}} submitDownload={vi.fn()} />);
    const buy = screen.getByRole('link', { name: 'Comprar - R$ 49.90' });
    expect(buy).toHaveAttribute('href', 'https://pay.example/checkout');
    expect(buy).toHaveAttribute('target', '_blank');
    expect(screen.queryByLabelText(/Nome/)).toBeNull();
  });

  it('records the download of a free report, opens the address it returns in a new tab and closes', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const submitDownload = vi.fn(() => Promise.resolve('/files/reports/panorama-a1b2.pdf'));
    const onClose = vi.fn();
    renderSite(<ReportModal report={base} onClose={onClose} submitDownload={submitDownload} />);
    expect(screen.getByText('Gratuito')).toBeInTheDocument();
    expect(screen.queryByText(/Comprar/)).toBeNull();
    fill();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Baixar gratuitamente' }));
    });
    expect(submitDownload).toHaveBeenCalledWith({
      name: 'Dani',
      email: 'dani@x.com',
      company: 'X',
      report_id: 'report-01',
      notice_version: '2026-11-25',
      marketing_opt_in: false,
    });
    expect(open).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledWith('/files/reports/panorama-a1b2.pdf', '_blank', 'noopener');
    expect(onClose).toHaveBeenCalled();
  });

  it('opens nothing before the download is recorded', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    let record: (url: string) => void = () => {};
    const submitDownload = vi.fn(() => new Promise<string>((resolve) => (record = resolve)));
    const onClose = vi.fn();
    renderSite(<ReportModal report={base} onClose={onClose} submitDownload={submitDownload} />);
    fill();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Baixar gratuitamente' }));
    });
    expect(screen.getByRole('button', { name: 'Enviando...' })).toBeDisabled();
    expect(open).not.toHaveBeenCalled();
    await act(async () => record('/files/reports/panorama-a1b2.pdf'));
    expect(open).toHaveBeenCalledWith('/files/reports/panorama-a1b2.pdf', '_blank', 'noopener');
    expect(onClose).toHaveBeenCalled();
  });

  it('never offers a file address for a paid report: no form, no download', () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const submitDownload = vi.fn();
    renderSite(<ReportModal report={paid} onClose={() => {}} submitDownload={submitDownload} />);
    expect(screen.queryByRole('button', { name: 'Baixar gratuitamente' })).toBeNull();
    expect(document.body.innerHTML).not.toContain('.pdf');
    expect(submitDownload).not.toHaveBeenCalled();
    expect(open).not.toHaveBeenCalled();
  });

  it("shows 'Erro ao processar seu cadastro. Tente novamente.' and stays open on failure", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const onClose = vi.fn();
    renderSite(
      <ReportModal report={base} onClose={onClose} submitDownload={() => Promise.reject(new Error('x'))} />,
    );
    fill();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Baixar gratuitamente' }));
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Erro ao processar seu cadastro. Tente novamente.');
    expect(screen.getByLabelText(/Nome/)).toHaveValue('Dani');
    expect(open).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });
});
