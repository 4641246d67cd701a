import { lazy, Suspense, useId, useState, type Attributes, type ComponentType, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, type NavigateFunction } from 'react-router-dom';
import { useReadStore } from '../hooks/ReadStoreContext';
import { useHydrating } from '../hooks/useHydrating';
import { useSiteModals } from '../site-context/SiteModals';
import { SectionHolder } from './offscreenSections';
import { useAnchorNavigation } from './useAnchorNavigation';

/** Marks a static section's holder in the server's HTML, so the browser finds that HTML to keep. */
export const STATIC_SECTION_ATTRIBUTE = 'data-static-section';

function serverHtmlOf(id: string): string | undefined {
  for (const holder of document.querySelectorAll(`[${STATIC_SECTION_ATTRIBUTE}]`)) {
    if (holder.getAttribute(STATIC_SECTION_ATTRIBUTE) === id) return holder.innerHTML;
  }
  return undefined;
}

const ACTION_ATTRIBUTE = 'data-action';
const ANCHOR_ATTRIBUTE = 'data-anchor';

/** What a tap on the button does in kept HTML: an action the section holder is given, or a site dialog. */
export const tapAction = (name: string) => ({ [ACTION_ATTRIBUTE]: name });
/** In kept HTML, the button scrolls to this section of the home, as `useAnchorNavigation` does. */
export const tapAnchor = (id: string) => ({ [ANCHOR_ATTRIBUTE]: id });

export type StaticActions = Record<string, () => void>;

interface Handlers {
  actions: StaticActions;
  goToAnchor: (id: string) => void;
  navigate: NavigateFunction;
}

/**
 * Kept HTML has no handlers of its own; its holder answers for it. A button names its action (tapAction,
 * tapAnchor), and a plain click on a link to this site moves within the app as the section's Link would,
 * instead of loading the next page from the network.
 */
function answerTap(event: MouseEvent<HTMLElement>, { actions, goToAnchor, navigate }: Handlers) {
  if (event.defaultPrevented || event.button !== 0) return;
  const target = event.target as Element;
  const button = target.closest(`[${ACTION_ATTRIBUTE}], [${ANCHOR_ATTRIBUTE}]`);
  const anchor = button?.getAttribute(ANCHOR_ATTRIBUTE);
  if (anchor) return goToAnchor(anchor);
  const action = actions[button?.getAttribute(ACTION_ATTRIBUTE) ?? ''];
  if (action) return action();
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const link = target.closest('a');
  if (!link || link.target || link.hasAttribute('download') || link.origin !== window.location.origin) return;
  event.preventDefault();
  void navigate(link.pathname + link.search + link.hash);
}

export type StaticSectionOptions<Read extends string> = {
  /** The names of the page's reads it renders (the route's `reads`, SITE_READS): a page types them as its keys. */
  reads?: readonly Read[];
  /** As HydrateNearViewport's: the browser lays the section out only when it comes near. */
  skipWhileOffscreen?: boolean;
};

/**
 * A section whose HTML never changes in the browser (text, links, logos, buttons that open a site dialog or
 * scroll). On the page's first load it stays the server's HTML: its code is not loaded and React builds no tree
 * for it; its holder answers its taps (answerTap). It renders live, loading its code, when the page is rendered
 * in the browser (a move to it within the app), when the language changes, or when the server rendered it
 * without one of its `reads` (the browser reads it then). `actions` answer the buttons named with tapAction besides
 * the site dialogs (`openLead`, …); the other props go to the live section.
 */
export function staticSection<P extends object = object, Read extends string = string>(
  load: () => Promise<ComponentType<P>>,
  { reads = [], skipWhileOffscreen = true }: StaticSectionOptions<Read> = {},
): ComponentType<P & { actions?: StaticActions }> {
  const Live = lazy(() => load().then((component) => ({ default: component })));

  return function StaticSection({ actions, ...props }: P & { actions?: StaticActions }) {
    const id = useId();
    const hydrating = useHydrating();
    const store = useReadStore();
    const { i18n } = useTranslation();
    const navigate = useNavigate();
    const siteModals = useSiteModals();
    const goToAnchor = useAnchorNavigation();
    const [kept, setKept] = useState(() => {
      if (!hydrating) return null;
      const html = serverHtmlOf(id);
      const complete = reads.every((name) => store.servedOf(name));
      return html !== undefined && complete ? { html, language: i18n.language } : null;
    });
    if (kept && kept.language !== i18n.language) setKept(null);

    const holder = { [STATIC_SECTION_ATTRIBUTE]: id, $skipWhileOffscreen: skipWhileOffscreen };
    return kept ? (
      <SectionHolder
        {...holder}
        onClick={(event) =>
          answerTap(event, { actions: { ...siteModals, ...actions }, goToAnchor, navigate })
        }
        dangerouslySetInnerHTML={{ __html: kept.html }}
      />
    ) : (
      <SectionHolder {...holder}>
        <Suspense fallback={null}>
          <Live {...(props as P & Attributes)} />
        </Suspense>
      </SectionHolder>
    );
  };
}
