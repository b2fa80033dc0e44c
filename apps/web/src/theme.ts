import { createTheme, PasswordInput } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'indigo',
  defaultRadius: 'md',
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
  components: {
    // The show/hide toggle is reachable with the keyboard (Mantine skips it in the tab order by default).
    PasswordInput: PasswordInput.extend({ defaultProps: { visibilityToggleFocusable: true } }),
  },
});
