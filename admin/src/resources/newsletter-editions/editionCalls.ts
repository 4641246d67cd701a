import type { EditionAction, EditionProgress, EditionResult, Language } from '@cvc/domain';
import type { ConsoleDataProvider } from '../../providers';

type Caller = Pick<ConsoleDataProvider, 'newsletterEdition'>;

/** The newsletterEdition callable's answer to `action`, narrowed to that action's shape. */
export async function askEdition<A extends EditionAction>(
  provider: Caller,
  id: string,
  action: A,
  language?: Language,
): Promise<EditionResult & { action: A }> {
  const result = await provider.newsletterEdition({ id, action, ...(language ? { language } : {}) });
  if (result.action !== action) throw new Error(`newsletterEdition answered ${result.action} to ${action}`);
  return result as EditionResult & { action: A };
}

/** A send still moving: batches left to queue, or queued mail not yet delivered or failed. */
export function stillSending(progress: EditionProgress): boolean {
  return progress.status === 'sending' || progress.queued > progress.sent + progress.failed;
}
