import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInAdmin } from '../test/renderInAdmin';

// Auth itself is replaced here (the form's logic is what is tested); the real SMS flow runs against the Auth
// emulator in tests/e2e/admin/second-factor.spec.ts.
const auth = vi.hoisted(() => ({
  sendEnrolmentCode: vi.fn(async (_phone: string) => 'verification-1'),
  confirmEnrolment: vi.fn(async (_id: string, _code: string) => undefined),
  sendSignInCode: vi.fn(async () => 'verification-2'),
  confirmSignInCode: vi.fn(async () => undefined),
  confirmFactor: vi.fn(
    async (_code?: string): Promise<{ approved: true } | { approved: false; sentTo: string }> => ({
      approved: true,
    }),
  ),
}));
vi.mock('../providers/secondFactor', () => ({
  ...auth,
  smsVerifier: () => ({ clear: () => undefined }),
  phoneHintOf: () => '+*******5678',
  sendVerificationMail: async () => 'membro@cvc.org.br',
}));
const { default: SecondFactorForm } = await import('./SecondFactorForm');
const { default: MailCodeStep } = await import('./MailCodeStep');

describe('the second step', () => {
  it('enrols a phone: refuses a bad number, keeps a wrong code, then signs in', async () => {
    const onDone = vi.fn(async () => undefined);
    renderInAdmin(
      <SecondFactorForm
        step={{ kind: 'enrol', email: 'membro@cvc.org.br' }}
        onDone={onDone}
        onRestart={vi.fn()}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Cadastre um segundo fator' })).toBeVisible();
    await userEvent.type(screen.getByLabelText(/Celular com DDD/), '1234');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar código' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Informe um celular válido, com DDD, como (11) 91234-5678.',
    );
    expect(auth.sendEnrolmentCode).not.toHaveBeenCalled();

    await userEvent.clear(screen.getByLabelText(/Celular com DDD/));
    await userEvent.type(screen.getByLabelText(/Celular com DDD/), '(11) 91234-5678');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar código' }));
    expect(auth.sendEnrolmentCode).toHaveBeenCalledWith('+5511912345678', expect.anything());
    expect(await screen.findByText('Enviamos um código por SMS para +5511912345678.')).toBeVisible();

    auth.confirmEnrolment.mockRejectedValueOnce({ code: 'auth/invalid-verification-code' });
    await userEvent.type(screen.getByLabelText(/Código de verificação/), '123123');
    await userEvent.click(screen.getByRole('button', { name: 'Cadastrar e entrar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Código incorreto. Confira o SMS e tente novamente.',
    );
    expect(screen.getByLabelText(/Código de verificação/)).toHaveValue('123123');
    expect(onDone).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Cadastrar e entrar' }));
    expect(auth.confirmEnrolment).toHaveBeenLastCalledWith('verification-1', '123123');
    // The server is asked whether the new phone counts; this one already does (the mail step: below).
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
  }, 15_000);

  it('sends the sign-in code at once, and goes back to the password when the pending sign-in expired', async () => {
    const onRestart = vi.fn();
    renderInAdmin(
      <SecondFactorForm
        step={{ kind: 'code', resolver: {} as never }}
        onDone={vi.fn(async () => undefined)}
        onRestart={onRestart}
      />,
    );
    expect(
      await screen.findByText('Enviamos um código por SMS para +*******5678. Digite-o abaixo para entrar.'),
    ).toBeVisible();
    expect(auth.sendSignInCode).toHaveBeenCalledTimes(1);
    auth.confirmSignInCode.mockRejectedValueOnce({ code: 'auth/invalid-multi-factor-session' });
    await userEvent.type(screen.getByLabelText(/Código de verificação/), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(onRestart).toHaveBeenCalledWith(
      'A verificação expirou. Entre novamente com o seu login e a sua senha.',
    );
  });

  it('goes straight on after the SMS code when the server already approved the phone', async () => {
    const onDone = vi.fn(async () => undefined);
    renderInAdmin(
      <SecondFactorForm step={{ kind: 'code', resolver: {} as never }} onDone={onDone} onRestart={vi.fn()} />,
    );
    await screen.findByText('Enviamos um código por SMS para +*******5678. Digite-o abaixo para entrar.');
    await userEvent.type(screen.getByLabelText(/Código de verificação/), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(auth.confirmFactor).toHaveBeenLastCalledWith();
  });

  it('confirms a new phone with the code mailed to the member, keeping a wrong one', async () => {
    const onDone = vi.fn(async () => undefined);
    auth.confirmFactor.mockResolvedValueOnce({ approved: false, sentTo: 'm•••@cvc.org.br' });
    renderInAdmin(<MailCodeStep onDone={onDone} onRestart={vi.fn()} />);
    expect(await screen.findByRole('heading', { name: 'Confirme pelo seu e-mail' })).toBeVisible();
    expect(
      await screen.findByText(
        'Enviamos um código de 6 dígitos para m•••@cvc.org.br. Ele vale por 15 minutos.',
      ),
    ).toBeVisible();
    expect(onDone).not.toHaveBeenCalled();

    auth.confirmFactor.mockRejectedValueOnce({ code: 'functions/invalid-argument' });
    await userEvent.type(screen.getByLabelText(/Código do e-mail/), '000111');
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar e entrar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Código incorreto. Confira o último e-mail recebido e tente de novo.',
    );
    expect(screen.getByLabelText(/Código do e-mail/)).toHaveValue('000111');
    expect(onDone).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Confirmar e entrar' }));
    expect(auth.confirmFactor).toHaveBeenLastCalledWith('000111');
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
  });
});
