// @vitest-environment jsdom
import { act, lazy, useState, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HydrateOnInteraction } from './HydrateOnInteraction';

// React's act, as the testing library sets it for its own renders.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A form as the footer's is: a controlled field, a send that reads the field as it is. */
function Form({ onSend }: { onSend: (email: string) => void }) {
  const [email, setEmail] = useState('');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSend(String(new FormData(event.currentTarget).get('email')));
      }}
    >
      <input
        name="email"
        aria-label="E-mail"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <button type="submit">Assinar</button>
    </form>
  );
}
type FormModule = { default: ComponentType<{ onSend: (email: string) => void }> };

/** The form's code as already loaded, settling at once, as the server's render (which waits for it) has it. */
type Settled<T> = { then: <R>(next: (value: T) => R) => Settled<R> };
const settled = <T,>(value: T): Settled<T> => ({ then: (next) => settled(next(value)) });

/** The server's HTML, hydrated in the browser with a lazy form whose code arrives when the test says. */
async function hydrateForm() {
  const OnServer = lazy(() => settled({ default: Form }) as unknown as Promise<FormModule>);
  const container = document.createElement('div');
  // A server has no document: that is how the part knows it is not hydrating (useHydrating).
  vi.stubGlobal('document', undefined);
  const sheet = new ServerStyleSheet();
  let html: string;
  try {
    html = renderToString(
      sheet.collectStyles(
        <HydrateOnInteraction>
          <OnServer onSend={() => {}} />
        </HydrateOnInteraction>,
      ),
    );
  } finally {
    sheet.seal();
    vi.unstubAllGlobals();
  }
  container.innerHTML = html;
  document.body.append(container);
  const serverField = container.querySelector('input')!;

  let arrive = () => {};
  const load = vi.fn(() => new Promise<FormModule>((resolve) => (arrive = () => resolve({ default: Form }))));
  const InBrowser = lazy(load);
  const onSend = vi.fn();
  const recoverable = vi.fn();
  await act(async () => {
    hydrateRoot(
      container,
      <HydrateOnInteraction>
        <InBrowser onSend={onSend} />
      </HydrateOnInteraction>,
      { onRecoverableError: recoverable },
    );
  });
  const codeArrives = () => act(async () => arrive());
  return { container, serverField, load, codeArrives, onSend, recoverable };
}

afterEach(() => {
  document.body.innerHTML = '';
});

// The first interaction opens every waiting part for good (HydrateNearViewport's gates): that test comes last,
// even when the run shuffles tests.
describe('a part hydrated on interaction', { shuffle: false }, () => {
  it("keeps the server's form untouched, its code not loaded, while the visitor does nothing", async () => {
    const { container, serverField, load, recoverable } = await hydrateForm();
    expect(load).not.toHaveBeenCalled();
    expect(container.querySelector('input')).toBe(serverField);
    expect(recoverable).not.toHaveBeenCalled();
  });

  it('loads its code with a pointer over it, and hydrates the same field with what was typed', async () => {
    const { container, serverField, load, codeArrives, recoverable } = await hydrateForm();
    await act(async () => void serverField.dispatchEvent(new Event('pointerover', { bubbles: true })));
    expect(load).toHaveBeenCalledTimes(1);
    serverField.value = 'ana@empresa.com';
    await codeArrives();
    expect(container.querySelector('input')).toBe(serverField);
    expect(serverField.value).toBe('ana@empresa.com');
    expect(recoverable).not.toHaveBeenCalled();
  });

  it('holds a send made before its code arrived, then makes it once, with the field as typed', async () => {
    const { container, serverField, load, codeArrives, onSend } = await hydrateForm();
    serverField.value = 'ana@empresa.com';
    const form = container.querySelector('form')!;
    const send = new Event('submit', { bubbles: true, cancelable: true });
    await act(async () => void form.dispatchEvent(send));
    expect(send.defaultPrevented).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
    expect(onSend).not.toHaveBeenCalled();
    await codeArrives();
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(onSend).toHaveBeenCalledWith('ana@empresa.com');
    // Live now: a send is the form's own, no longer held.
    await act(async () => form.requestSubmit());
    expect(onSend).toHaveBeenCalledTimes(2);
  });

  it("hydrates at the visitor's first interaction anywhere, a screen reader's bare click too, the focus kept", async () => {
    const { serverField, load, codeArrives } = await hydrateForm();
    await act(async () => void document.body.dispatchEvent(new Event('pointerover', { bubbles: true })));
    expect(load).not.toHaveBeenCalled();
    await act(async () => void document.body.dispatchEvent(new MouseEvent('click', { bubbles: true })));
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => serverField.focus());
    await codeArrives();
    expect(document.activeElement).toBe(serverField);
  });
});
