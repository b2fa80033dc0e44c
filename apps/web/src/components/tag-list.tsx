import { Badge } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useLocale } from '../lib/i18n';
import { TEXTS } from '../lib/texts';
import classes from './tag-list.module.css';

/** A record's tags (a list in the cards of every list); on projects each tag links to the projects with that tag. */
export function TagList({ tags, linkTo }: { tags: readonly string[]; linkTo?: 'projects' }) {
  useLocale();
  if (tags.length === 0) return null;
  return (
    <ul className={classes.list} aria-label={TEXTS.tags}>
      {tags.map((tag) => (
        <li key={tag}>
          {linkTo ? (
            <Badge
              renderRoot={(props) => <Link to="/projects" search={{ tag }} {...props} />}
              variant="outline"
              color="gray"
              tt="none"
              style={{ cursor: 'pointer' }}
            >
              {tag}
            </Badge>
          ) : (
            <Badge variant="outline" color="gray" tt="none">
              {tag}
            </Badge>
          )}
        </li>
      ))}
    </ul>
  );
}
