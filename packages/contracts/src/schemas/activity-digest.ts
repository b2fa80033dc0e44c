import { z } from '../zod';

/**
 * Texts of the daily activity email's unsubscribe link (docs/product.md#activity-email). The email's
 * own texts are the API's digest catalogs, one per language.
 */
export const DIGEST_MSG = {
  unsubscribed:
    'You will no longer receive the daily activity email. You can turn it back on in your profile.',
  invalidLink: 'This unsubscribe link is not valid. Turn the activity email off in your profile instead.',
} as const;

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
