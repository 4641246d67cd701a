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

  /** window.open's tab: a blank page the modal sends to the file, or closes. */
  function fakeTab() {
    const tab = { opener: window as Window | null, location: { replace: vi.fn() }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    return { tab, open };
  }

  it('records the download of a free report, sends the tab opened in the click to the file and closes', async () => {
    const { tab, open } = fakeTab();
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
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    expect(tab.location.replace).toHaveBeenCalledWith('/files/reports/panorama-a1b2.pdf');
    expect(tab.close).not.toHaveBeenCalled();
    expect(onClose).toHaveBeenCalled();
  });

  it("opens the tab in the click's gesture, and sends it to the file only once the download is recorded", async () => {
    const { tab, open } = fakeTab();
    let record: (url: string) => void = () => {};
    const submitDownload = vi.fn(() => new Promise<string>((resolve) => (record = resolve)));
    const onClose = vi.fn();
    renderSite(<ReportModal report={base} onClose={onClose} submitDownload={submitDownload} />);
    fill();
    // Synchronously inside the click: a pop-up blocker allows only windows opened there.
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Baixar gratuitamente' }));
    });
    expect(open).toHaveBeenCalledTimes(1);
    expect(submitDownload).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Enviando...' })).toBeDisabled();
    expect(tab.location.replace).not.toHaveBeenCalled();
    // Awaited, not chained: React's act returns a thenable whose then() chains nothing, so checks in a callback
    // would run after the test had ended.
    await act(async () => record('/files/reports/panorama-a1b2.pdf'));
    expect(tab.location.replace).toHaveBeenCalledWith('/files/reports/panorama-a1b2.pdf');
    expect(onClose).toHaveBeenCalled();
  });

  it('offers the file as a link in the dialog when the browser refuses the tab', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const onClose = vi.fn();
    renderSite(
      <ReportModal
        report={base}
        onClose={onClose}
        submitDownload={() => Promise.resolve('/files/reports/panorama-a1b2.pdf')}
      />,
    );
    fill();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Baixar gratuitamente' }));
    });
    expect(screen.getByRole('status')).toHaveTextContent(
      'Seu report está pronto. O navegador não abriu uma nova aba: abra-o pelo botão abaixo.',
    );
    const link = screen.getByRole('link', { name: 'Abrir o report' });
    expect(link).toHaveAttribute('href', '/files/reports/panorama-a1b2.pdf');
    expect(link).toHaveAttribute('target', '_blank');
    expect(onClose).not.toHaveBeenCalled();
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

  it("shows 'Erro ao processar seu cadastro. Tente novamente.', closes the blank tab and stays open on failure", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { tab } = fakeTab();
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
    expect(tab.close).toHaveBeenCalledTimes(1);
    expect(tab.location.replace).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });
});
