import { Skeleton, Stack } from '@mantine/core';

/**
 * A settings screen's placeholder while its data loads: one block per section, each as tall as the
 * section it stands for (`heights`, in px), so the page does not jump when the data arrives.
 */
export function SectionSkeletons({ heights }: { heights: readonly number[] }) {
  return (
    <Stack gap="md" aria-busy="true">
      {heights.map((height, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={index} h={height} radius="md" />
      ))}
    </Stack>
  );
}
