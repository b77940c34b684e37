import {
  type ReactNode,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { Button } from 'react-aria-components';
import { useHydrated } from '../../../shared/use-hydrated';

/** Repeated clicks during the slide are ignored for this long (04 §9). */
const CAROUSEL_LOCK_MS = 500;
/** Cards are measured this long after a change, once their content has laid out (04 §9). */
const CARD_MEASURE_DELAY_MS = 100;

/** Cards the server's HTML counts as visible: the widest layout's. */
const SERVER_VISIBLE = 3;

/** Cards visible at a viewport width: 3 from 1024 px, 2 from 768 px, else 1 (04 §2). */
export const visibleCardCount = (width: number): number => (width >= 1024 ? 3 : width >= 768 ? 2 : 1);

/**
 * Which cards show, for the live region: '2 to 4 of 5', or, once the window wraps past the last
 * card, the positions one by one ('4, 5 and 1 of 5').
 */
export const carouselPosition = (start: number, visible: number, total: number): string => {
  const positions = Array.from({ length: visible }, (_, offset) => ((start + offset) % total) + 1);
  const first = positions[0] ?? 1;
  const last = positions[positions.length - 1] ?? first;
  if (positions.length === 1) return `${first} of ${total}`;
  if (last > first) return `${first} to ${last} of ${total}`;
  return `${positions.slice(0, -1).join(', ')} and ${last} of ${total}`;
};

const subscribeToResize = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};

/**
 * Cards visible, for the live region's words: on the server, and while the browser hydrates its page,
 * 3 (the cards shown are chosen by the stylesheet's media queries, so the markup is the same).
 */
const useVisibleCount = (): number =>
  useSyncExternalStore(
    subscribeToResize,
    () => visibleCardCount(window.innerWidth),
    () => SERVER_VISIBLE,
  );

export interface CarouselProps<T> {
  items: readonly T[];
  /** A stable key of an item. */
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  /** Names the carousel region. */
  label: string;
  previousLabel: string;
  nextLabel: string;
}

/**
 * A looping carousel: previous and next wrap around, clicks are locked while a slide runs, and the
 * visible cards share the tallest card's height.
 */
export function Carousel<T>({
  items,
  itemKey,
  renderItem,
  label,
  previousLabel,
  nextLabel,
}: CarouselProps<T>) {
  const visible = Math.min(useVisibleCount(), items.length);
  const [start, setStart] = useState(0);
  const [direction, setDirection] = useState<'next' | 'previous' | null>(null);
  const locked = useRef(false);
  const unlockTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const trackRef = useRef<HTMLDivElement>(null);
  const [cardHeight, setCardHeight] = useState<number | null>(null);

  const move = useCallback(
    (step: 1 | -1) => {
      if (locked.current || items.length === 0) return;
      locked.current = true;
      setDirection(step === 1 ? 'next' : 'previous');
      setStart((current) => (current + step + items.length) % items.length);
      unlockTimer.current = setTimeout(() => {
        locked.current = false;
      }, CAROUSEL_LOCK_MS);
    },
    [items.length],
  );

  useEffect(
    () => () => {
      if (unlockTimer.current) clearTimeout(unlockTimer.current);
    },
    [],
  );

  // Every card, from the first one shown; the stylesheet shows as many as the viewport's width
  // takes (public.css), so the page's markup does not depend on it, and every card shows when the
  // page runs no script.
  const shown = items.map((_, offset) => items[(start + offset) % items.length] as T);
  // The controls answer once the page's script runs them: until then they are disabled, not dead.
  const hydrated = useHydrated();

  // biome-ignore lint/correctness/useExhaustiveDependencies: the visible cards change with start and visible; they are measured again.
  useLayoutEffect(() => {
    setCardHeight(null);
    const timer = setTimeout(() => {
      const slides = trackRef.current?.querySelectorAll<HTMLElement>('[data-carousel-slide]') ?? [];
      const tallest = Math.max(0, ...Array.from(slides, (slide) => slide.scrollHeight));
      setCardHeight(tallest > 0 ? tallest : null);
    }, CARD_MEASURE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [start, visible]);

  return (
    <section className="pp-carousel" aria-roledescription="carousel" aria-label={label}>
      <div className="pp-carousel__controls">
        <Button
          className="pp-carousel__button"
          aria-label={previousLabel}
          isDisabled={!hydrated}
          onPress={() => move(-1)}
        >
          <span aria-hidden="true">‹</span>
        </Button>
        <div ref={trackRef} className="pp-carousel__track" data-direction={direction ?? undefined}>
          {shown.map((item) => (
            // The APG carousel pattern: each slide is a group with the 'slide' role description.
            // biome-ignore lint/a11y/useSemanticElements: a fieldset would announce a form group.
            <div
              // The key includes the start so every card re-enters with the slide animation.
              key={`${itemKey(item)}-${start}`}
              data-carousel-slide=""
              className="pp-carousel__slide"
              role="group"
              aria-roledescription="slide"
              aria-label={`${items.indexOf(item) + 1} of ${items.length}`}
              style={cardHeight ? { minHeight: cardHeight } : undefined}
            >
              {renderItem(item)}
            </div>
          ))}
        </div>
        <Button
          className="pp-carousel__button"
          aria-label={nextLabel}
          isDisabled={!hydrated}
          onPress={() => move(1)}
        >
          <span aria-hidden="true">›</span>
        </Button>
      </div>
      <p className="pp-visually-hidden" aria-live="polite">
        {carouselPosition(start, visible, items.length)}
      </p>
    </section>
  );
}
