import { Badge, Group } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useLocale } from '../lib/i18n';
import { TEXTS } from '../lib/texts';

/** A record's tags; on projects each tag links to the projects with that tag. */
export function TagList({ tags, linkTo }: { tags: readonly string[]; linkTo?: 'projects' }) {
  useLocale();
  if (tags.length === 0) return null;
  return (
    <Group
      gap={6}
      component="ul"
      aria-label={TEXTS.tags}
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
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
    </Group>
  );
}
