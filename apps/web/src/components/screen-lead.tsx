import { Text } from '@mantine/core';

/**
 * The system fonts of the app's font stack (theme.ts), without Inter: the lead is drawn in them both
 * in the prerendered copy and by the app, so the two are the same size whenever the web font arrives.
 */
const SYSTEM_FONTS =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

/**
 * The line under a screen's heading that says what the screen holds. It is in the screen's
 * prerendered copy too (screen-skeletons.tsx), where it is the first paint's largest text: larger
 * than any text the data brings, so the page's largest paint does not wait for the data. In Inter
 * the app's lead would be a little larger than the copy's (painted before the web font), and count
 * as a new, later largest paint.
 */
export function ScreenLead({ text, hidden = false }: { text: string; hidden?: boolean }) {
  return (
    <Text c="dimmed" ff={SYSTEM_FONTS} aria-hidden={hidden || undefined}>
      {text}
    </Text>
  );
}
