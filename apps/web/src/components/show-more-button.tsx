import { Button } from '@mantine/core';

type MorePages = { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };

/** "Show more …" under a short list that pages: asks for the next page while there is one. */
export function ShowMoreButton({ query, label }: { query: MorePages; label: string }) {
  if (!query.hasNextPage) return null;
  return (
    <Button
      variant="subtle"
      size="xs"
      w="fit-content"
      loading={query.isFetchingNextPage}
      onClick={() => void query.fetchNextPage()}
    >
      {label}
    </Button>
  );
}
