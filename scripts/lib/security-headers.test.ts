import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CONTENT_SECURITY_POLICY,
  CONTENT_SECURITY_POLICY_DIRECTIVES,
  EMULATOR_ORIGINS,
  INLINE_SCRIPT_HASHES,
  SECURITY_HEADERS,
} from '@cvc/web';
import { ROOT } from './emulators';
import { inlineScripts, scriptHashSource } from './prerender-html';

const config = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8')) as {
  hosting: { headers: { source: string; headers: { key: string; value: string }[] }[] };
  emulators: Record<string, { host: string; port: number }>;
};

describe('scriptHashSource', () => {
  it("is the base64 sha256 of the script's text, as browsers compute it for script-src", () => {
    // echo -n 'alert(1)' | openssl dgst -sha256 -binary | base64
    expect(scriptHashSource('<script>alert(1)</script>')).toBe(
      "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='",
    );
  });

  it('refuses anything but one classic inline script', () => {
    expect(() => scriptHashSource('<script type="module">x</script>')).toThrow('Not one classic inline');
  });
});

describe('INLINE_SCRIPT_HASHES', () => {
  it('lists exactly the hashes of the inline scripts the build writes into every page', () => {
    expect([...INLINE_SCRIPT_HASHES].sort()).toEqual(inlineScripts().map(scriptHashSource).sort());
  });
});

describe('CONTENT_SECURITY_POLICY', () => {
  const directives = CONTENT_SECURITY_POLICY_DIRECTIVES;

  it('runs only our own scripts, the hashed inline ones and reCAPTCHA: no inline handler, no eval', () => {
    expect(directives['script-src']).toEqual([
      "'self'",
      ...INLINE_SCRIPT_HASHES,
      'https://www.google.com/recaptcha/',
      'https://www.gstatic.com/recaptcha/',
    ]);
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/unsafe-eval|strict-dynamic|\*/);
    expect(CONTENT_SECURITY_POLICY.match(/'unsafe-inline'/g)).toEqual(["'unsafe-inline'"]);
    expect(directives['style-src']).toContain("'unsafe-inline'");
  });

  it('is never framed, loads no plugin, and keeps the base and form targets on our origin', () => {
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(directives['base-uri']).toEqual(["'self'"]);
    expect(directives['form-action']).toEqual(["'self'"]);
    expect(directives['default-src']).toEqual(["'self'"]);
  });

  it('reaches Firestore, Auth, App Check and the emulators named in firebase.json, nothing else', () => {
    const { firestore, auth } = config.emulators;
    expect([...EMULATOR_ORIGINS]).toEqual([
      `http://${firestore!.host}:${firestore!.port}`,
      `http://${auth!.host}:${auth!.port}`,
    ]);
    expect(directives['connect-src']).toEqual([
      "'self'",
      'https://firestore.googleapis.com',
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
      'https://content-firebaseappcheck.googleapis.com',
      ...EMULATOR_ORIGINS,
    ]);
  });

  it("frames only the training page's video and reCAPTCHA; images from our origin, data: and any https host", () => {
    expect(directives['frame-src']).toEqual([
      'https://www.youtube-nocookie.com',
      'https://www.google.com/recaptcha/',
      'https://recaptcha.google.com/recaptcha/',
    ]);
    expect(directives['img-src']).toEqual(["'self'", 'data:', 'https:']);
  });

  it('is one header line of `directive sources` joined by "; "', () => {
    expect(CONTENT_SECURITY_POLICY).toMatch(/^default-src 'self'; script-src 'self' 'sha256-/);
    expect(CONTENT_SECURITY_POLICY).toContain("; frame-ancestors 'none'");
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/[\n;]$/);
  });
});

describe('firebase.json', () => {
  it('sends exactly SECURITY_HEADERS on every address Hosting serves', () => {
    const everywhere = config.hosting.headers.filter((rule) => rule.source === '**');
    expect(everywhere).toHaveLength(1);
    const sent = Object.fromEntries(everywhere[0]!.headers.map(({ key, value }) => [key, value]));
    expect(sent).toEqual(SECURITY_HEADERS);
    expect(SECURITY_HEADERS).toEqual({
      'Content-Security-Policy': CONTENT_SECURITY_POLICY,
      'X-Frame-Options': 'DENY',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
    });
  });

  it('sets no security header anywhere else, where a second value could contradict it', () => {
    const names = new Set(Object.keys(SECURITY_HEADERS).map((name) => name.toLowerCase()));
    const elsewhere = config.hosting.headers
      .filter((rule) => rule.source !== '**')
      .flatMap((rule) => rule.headers.map(({ key }) => key.toLowerCase()));
    expect(elsewhere.filter((name) => names.has(name))).toEqual([]);
  });
});
