import { DIGEST_MSG } from '../messages';
import { z } from '../zod';

/**
 * The unsubscribe link's token, as the one-click POST (RFC 8058) and the unsubscribe page send it:
 * a signed token naming the user and what it is for, nothing else.
 */
export const unsubscribeInput = z.object({
  token: z
    .string({ error: DIGEST_MSG.invalidLink })
    .min(1, { error: DIGEST_MSG.invalidLink })
    .max(2048, { error: DIGEST_MSG.invalidLink }),
});

/** What a successful unsubscribe answers. */
export const unsubscribeOutput = z.object({ msg: z.string() });
export type UnsubscribeOutput = z.infer<typeof unsubscribeOutput>;
