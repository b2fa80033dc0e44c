import { Button, type ButtonProps } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/**
 * One action of a record panel's row of buttons: small, with its icon (if any) before the label.
 * The panels of invoices, quotes and series draw their actions alike, so the look is set here once.
 */
export function PanelButton({
  icon: IconOf,
  variant = 'light',
  children,
  ...props
}: {
  icon?: Icon | undefined;
  variant?: 'light' | 'default' | 'subtle';
  color?: ButtonProps['color'];
  loading?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Button
      size="xs"
      variant={variant}
      leftSection={IconOf ? <IconOf size={14} aria-hidden /> : undefined}
      {...props}
    >
      {children}
    </Button>
  );
}
