import { createHash } from 'node:crypto';
import { ORG_LOGO_TYPES, ORG_PROFILE_MSG, type OrgLogoType } from '@folio/contracts';
import { AppError } from '../core/errors';

/** The bytes every file of a type starts with: the body must be what its Content-Type says. */
const SIGNATURES: Record<OrgLogoType, readonly number[]> = {
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'image/jpeg': [0xff, 0xd8, 0xff],
};

/** The media type of a Content-Type header, without parameters, lowercased; '' when absent. */
export const mediaType = (header: string | undefined) => (header ?? '').split(';')[0]!.trim().toLowerCase();

export const isLogoType = (type: string): type is OrgLogoType =>
  (ORG_LOGO_TYPES as readonly string[]).includes(type);

/** A logo as stored: the image, its type and the short hash its URL carries. */
export type LogoImage = { image: Buffer; contentType: OrgLogoType; hash: string };

/**
 * Checks an uploaded logo's bytes: they must start like the declared type (an empty body, or a
 * GIF sent as image/png, is 422). The type and the size are checked before the body is read
 * (org-logo.route.ts).
 */
export function checkedLogo(image: Buffer, contentType: OrgLogoType): LogoImage {
  const signature = SIGNATURES[contentType];
  if (image.length <= signature.length || !signature.every((byte, i) => image[i] === byte)) {
    throw new AppError('UNPROCESSABLE_CONTENT', ORG_PROFILE_MSG.logoNotAnImage);
  }
  // 16 hex digits (64 bits): enough that two logos of one organization never share a URL.
  const hash = createHash('sha256').update(image).digest('hex').slice(0, 16);
  return { image, contentType, hash };
}
