import { z } from '../zod';
import { FACTOR_CODE } from '../second-factor';

// The console's last step of a new factor: without a code, the server mails one to the member; with it, the
// server approves the factor the caller's token proved. Nothing else is accepted.

export const staffFactorConfirmSchema = z
  .object({
    code: z
      .string()
      .trim()
      .regex(new RegExp(`^\\d{${FACTOR_CODE.digits}}$`))
      .optional(),
  })
  .strict();

export type StaffFactorConfirmRequest = z.input<typeof staffFactorConfirmSchema>;

/** The answer: approved, or not yet, with the masked address the code went to. */
export type StaffFactorConfirmResult = { approved: true } | { approved: false; sentTo: string };
