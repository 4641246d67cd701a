import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logger } from 'firebase-functions/v2';
import {
  RENDERER_TOKEN_RENEW_BEFORE_MS,
  RENDERER_TOKEN_RETRY_MS,
  RENDERER_TOKEN_TTL_MS,
  rendererAppCheckTokens,
  rendererAppId,
  type MintAppCheckToken,
} from './rendererAppCheckToken';

vi.mock('firebase-functions/v2', () => ({ logger: { warn: vi.fn(), error: vi.fn() } }));

const APP_ID = '1:123456789:web:abc123';

/** A clock the test moves, and a mint that numbers its tokens and records each call. */
function setup(mint?: MintAppCheckToken) {
  let time = 1_000_000;
  const calls: string[] = [];
  let minted = 0;
  const tokens = rendererAppCheckTokens({
    appId: () => APP_ID,
    now: () => time,
    mint:
      mint ??
      (async (appId) => {
        calls.push(appId);
        minted += 1;
        return { token: `token-${minted}`, ttlMillis: RENDERER_TOKEN_TTL_MS };
      }),
  });
  return { tokens, calls, advance: (ms: number) => (time += ms) };
}

beforeEach(() => vi.mocked(logger.error).mockClear());

describe("the renderer's App Check token", () => {
  it('lives an hour and is renewed five minutes before it expires', () => {
    expect(RENDERER_TOKEN_TTL_MS).toBe(3_600_000);
    expect(RENDERER_TOKEN_RENEW_BEFORE_MS).toBe(300_000);
    expect(RENDERER_TOKEN_RETRY_MS).toBe(60_000);
  });

  it('is minted once for the site app and shared until shortly before it expires', async () => {
    const { tokens, calls, advance } = setup();
    expect(await Promise.all([tokens(), tokens(), tokens()])).toEqual(['token-1', 'token-1', 'token-1']);
    expect(calls).toEqual([APP_ID]);
    advance(RENDERER_TOKEN_TTL_MS - RENDERER_TOKEN_RENEW_BEFORE_MS - 1);
    expect(await tokens()).toBe('token-1');
    expect(calls).toHaveLength(1);
    advance(1);
    expect(await tokens()).toBe('token-2');
    expect(calls).toHaveLength(2);
  });

  it('is none, and nothing is minted, without an app id', async () => {
    const mint = vi.fn<MintAppCheckToken>();
    const tokens = rendererAppCheckTokens({ appId: () => '', mint });
    expect(await tokens()).toBeNull();
    expect(mint).not.toHaveBeenCalled();
  });

  it('when minting fails: none (logged, never thrown), and no retry for a minute', async () => {
    const mint = vi.fn<MintAppCheckToken>().mockRejectedValue(new Error('PERMISSION_DENIED'));
    const { tokens, advance } = setup(mint);
    expect(await tokens()).toBeNull();
    expect(logger.error).toHaveBeenCalledWith(
      expect.stringContaining('Service Account Token Creator role'),
      expect.any(Error),
    );
    advance(RENDERER_TOKEN_RETRY_MS - 1);
    expect(await tokens()).toBeNull();
    expect(mint).toHaveBeenCalledTimes(1);
    mint.mockResolvedValueOnce({ token: 'late', ttlMillis: RENDERER_TOKEN_TTL_MS });
    advance(1);
    expect(await tokens()).toBe('late');
  });

  it('keeps the last token while it is still valid if its renewal fails, none once it expires', async () => {
    const mint = vi
      .fn<MintAppCheckToken>()
      .mockResolvedValueOnce({ token: 'first', ttlMillis: RENDERER_TOKEN_TTL_MS })
      .mockRejectedValue(new Error('UNAVAILABLE'));
    const { tokens, advance } = setup(mint);
    expect(await tokens()).toBe('first');
    advance(RENDERER_TOKEN_TTL_MS - RENDERER_TOKEN_RENEW_BEFORE_MS);
    expect(await tokens()).toBe('first');
    advance(RENDERER_TOKEN_RENEW_BEFORE_MS);
    expect(await tokens()).toBeNull();
  });
});

describe('rendererAppId', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('is the APP_CHECK_APP_ID parameter, and empty on the emulators, which ignore App Check', () => {
    vi.stubEnv('FUNCTIONS_EMULATOR', '');
    vi.stubEnv('APP_CHECK_APP_ID', ` ${APP_ID} `);
    expect(rendererAppId()).toBe(APP_ID);
    vi.stubEnv('FUNCTIONS_EMULATOR', 'true');
    expect(rendererAppId()).toBe('');
  });
});
