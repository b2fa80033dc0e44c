import { lazy, Suspense, useState } from 'react';
import { useGlobalDialog } from '../lib/global-dialogs';

// The dialogs (Mantine's Modal, its scroll area and positioning code, and their styles) load the
// first time one opens, not with every page's first paint.
const GlobalDialogs = lazy(() =>
  import('./global-dialogs').then((module) => ({ default: module.GlobalDialogs })),
);

/** Mounts the global dialogs once one has been asked for, and keeps them (so they animate closed). */
export function GlobalDialogsLoader() {
  const dialog = useGlobalDialog();
  const [needed, setNeeded] = useState(false);
  if (dialog && !needed) setNeeded(true);
  if (!needed && !dialog) return null;
  return (
    <Suspense fallback={null}>
      <GlobalDialogs />
    </Suspense>
  );
}
