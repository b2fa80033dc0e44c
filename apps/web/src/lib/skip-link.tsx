import { TEXTS } from '../lib/texts';
import classes from './a11y.module.css';
import { useLocale } from './i18n';
import { focusMainContent, MAIN_CONTENT_ID } from './route-announcer';

/**
 * "Skip to content": the first focusable element of every page, shown only while focused, so a
 * keyboard user reaches the page's content without tabbing through the header and navigation.
 * Focus is moved by script: following the hash would put "#main-content" into the app's URL.
 */
export function SkipLink() {
  useLocale();
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className={classes.skipLink}
      onClick={(event) => {
        event.preventDefault();
        focusMainContent({ scroll: true });
      }}
    >
      {TEXTS.skipToContent}
    </a>
  );
}
