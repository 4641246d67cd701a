import { lazy, Suspense, useState, type ComponentType } from 'react';

/**
 * A modal whose code loads the first time it opens: a page carries its dialogs' forms, schemas and texts only
 * for the visitors who open one. Until then it renders nothing, as the closed modal does, so the server's HTML
 * and the first browser render agree. Once opened it stays mounted, so closing it runs the modal's own clean-up
 * (focus back to the button that opened it, scroll unlocked).
 */
export function lazyModal<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  isOpen: (props: Props) => boolean,
): ComponentType<Props> {
  const Loaded = lazy(() => load().then((component) => ({ default: component })));
  function LazyModal(props: Props) {
    const [opened, setOpened] = useState(false);
    // Setting state while rendering is React's way to derive it from props without an extra commit.
    if (!opened && isOpen(props)) setOpened(true);
    if (!opened) return null;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return LazyModal;
}
