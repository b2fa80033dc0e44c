import { useEffect, useState } from 'react';
import { fetchLogo } from './logo-api';

export type LogoImage =
  | { state: 'none' }
  | { state: 'loading' }
  | { state: 'failed' }
  | { state: 'shown'; src: string };

/**
 * The logo at `url` as an address an <img> can show: the image is fetched with the session's token
 * and shown from a blob address, released when the logo changes or the screen closes.
 */
export function useLogoImage(url: string | null): LogoImage {
  const [image, setImage] = useState<LogoImage>({ state: url ? 'loading' : 'none' });

  useEffect(() => {
    if (!url) {
      setImage({ state: 'none' });
      return;
    }
    let src: string | null = null;
    let current = true;
    setImage({ state: 'loading' });
    fetchLogo(url).then(
      (blob) => {
        if (!current) return;
        src = URL.createObjectURL(blob);
        setImage({ state: 'shown', src });
      },
      () => current && setImage({ state: 'failed' }),
    );
    return () => {
      current = false;
      if (src) URL.revokeObjectURL(src);
    };
  }, [url]);

  return image;
}
