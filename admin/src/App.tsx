import { type FormEvent, useEffect, useState } from 'react';
import { onAuthStateChanged, signInWithEmailAndPassword, type User } from 'firebase/auth';
import { auth } from './providers/firebase';

/** Placeholder console: sign-in wiring against the Auth emulator until the react-admin console lands. */
export function App() {
  const [user, setUser] = useState<User | null | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  useEffect(() => onAuthStateChanged(auth, setUser), []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setFailed(false);
    try {
      await signInWithEmailAndPassword(auth, String(form.get('login')), String(form.get('password')));
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  if (user === undefined) return <p>Carregando...</p>;
  if (user) return <h1>Bem-vindo ao painel administrativo</h1>;
  return (
    <form onSubmit={submit}>
      {failed && <p role="alert">Credenciais inválidas. Por favor, tente novamente.</p>}
      <label>
        Login <input name="login" required />
      </label>
      <label>
        Senha <input name="password" type="password" required />
      </label>
      <button type="submit" disabled={busy}>
        {busy ? 'Entrando...' : 'Entrar'}
      </button>
    </form>
  );
}
