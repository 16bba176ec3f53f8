import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  Carousel,
  CarouselDots,
  CarouselNext,
  CarouselPause,
  CarouselPrevious,
  CarouselSlides,
  type CarouselProps,
} from './carousel.js';

const labels = {
  previous: 'Попередній слайд',
  next: 'Наступний слайд',
  slide: (number: number, count: number) => `Слайд ${number} з ${count}`,
  pause: 'Зупинити прокручування',
  play: 'Продовжити прокручування',
};
const cards = Array.from({ length: 4 }, (_, i) => ({ id: i + 1, title: `Картка ${i + 1}` }));
type Card = (typeof cards)[number];

function OneAtATime(props: Partial<CarouselProps<Card>>) {
  return (
    <Carousel
      as="section"
      mode="single"
      label="Новини"
      labels={labels}
      items={cards}
      itemKey={(c) => c.id}
      renderItem={(c, _i, { current }) => (
        <a href={`/news/${c.id}`} data-current={current || undefined}>
          {c.title}
        </a>
      )}
      {...props}
    >
      <CarouselSlides />
      <CarouselPrevious />
      <CarouselDots />
      {props.autoplayMs ? <CarouselPause /> : null}
      <CarouselNext />
    </Carousel>
  );
}

const shown = () =>
  screen
    .getAllByRole('group', { hidden: true })
    .filter((g) => g.getAttribute('aria-roledescription') === 'slide' && !g.hasAttribute('aria-hidden'))
    .map((g) => g.getAttribute('aria-label'));
const currentDot = () =>
  screen
    .getAllByRole('button', { name: /^Слайд/ })
    .filter((b) => b.getAttribute('aria-current') === 'true')
    .map((b) => b.getAttribute('aria-label'));

let reducedMotion = false;
beforeEach(() => {
  reducedMotion = false;
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: query.includes('reduce') ? reducedMotion : false,
      addEventListener: () => {},
      removeEventListener: () => {},
    })),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Carousel on the server (no JS)', () => {
  it('renders every card of a row in a labelled list with named buttons', () => {
    const html = renderToString(
      <Carousel
        className="carousel--articles"
        label="Корисні статті"
        labels={labels}
        items={cards}
        itemKey={(c) => c.id}
        renderItem={(c) => c.title}
      />,
    );
    for (const card of cards) expect(html).toContain(card.title);
    expect(html).toContain('role="group" aria-roledescription="carousel" aria-label="Корисні статті"');
    expect(html).toMatch(/<ul[^>]*tabindex="0"[^>]*aria-label="Корисні статті"/);
    expect(html).toContain('aria-label="Попередній слайд"');
    expect(html).toContain('aria-label="Наступний слайд"');
  });

  it('shows the first slide of a fade carousel and hides the others from assistive technology', () => {
    const html = renderToString(<OneAtATime mode="fade" />);
    for (const card of cards) expect(html).toContain(card.title);
    const slides = html.match(/<div[^>]*aria-roledescription="slide"[^>]*>/g) ?? [];
    expect(slides).toHaveLength(4);
    expect(slides[0]).toContain('data-current=""');
    expect(slides[0]).not.toContain('aria-hidden');
    for (const slide of slides.slice(1)) {
      expect(slide).toContain('aria-hidden="true"');
      expect(slide).toContain('inert=""');
    }
  });

  it('marks the slides past mobileLimit for wide screens only', () => {
    const html = renderToString(
      <Carousel
        label="Порівняння"
        labels={labels}
        mobileLimit={3}
        items={cards}
        itemKey={(c) => c.id}
        renderItem={(c) => c.title}
      />,
    );
    expect(html.match(/data-carousel-wide-only/g)).toHaveLength(1);
  });
});

describe('Carousel in the browser', () => {
  it('moves one slide at a time with the buttons, the dots and the arrow keys, going round the ends', () => {
    render(<OneAtATime />);
    const region = screen.getByRole('region', { name: 'Новини' });
    expect(region.getAttribute('aria-roledescription')).toBe('carousel');
    expect(shown()).toEqual(['Слайд 1 з 4']);
    fireEvent.click(screen.getByRole('button', { name: 'Наступний слайд' }));
    expect(shown()).toEqual(['Слайд 2 з 4']);
    expect(currentDot()).toEqual(['Слайд 2 з 4']);
    fireEvent.keyDown(region, { key: 'ArrowLeft' });
    fireEvent.keyDown(region, { key: 'ArrowLeft' });
    expect(shown()).toEqual(['Слайд 4 з 4']);
    fireEvent.keyDown(region, { key: 'ArrowRight' });
    expect(shown()).toEqual(['Слайд 1 з 4']);
    fireEvent.click(screen.getByRole('button', { name: 'Слайд 3 з 4' }));
    expect(shown()).toEqual(['Слайд 3 з 4']);
    expect(currentDot()).toEqual(['Слайд 3 з 4']);
    // The slide's own content knows it is the current one.
    expect(within(region).getByText('Картка 3').hasAttribute('data-current')).toBe(true);
  });

  it('stops at the ends when it does not wrap', () => {
    render(<OneAtATime wrap={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Попередній слайд' }));
    expect(shown()).toEqual(['Слайд 1 з 4']);
    for (let i = 0; i < 5; i += 1) fireEvent.click(screen.getByRole('button', { name: 'Наступний слайд' }));
    expect(shown()).toEqual(['Слайд 4 з 4']);
  });

  it('moves the keyboard focus along to the slide it shows', () => {
    render(<OneAtATime />);
    const first = screen.getByRole('link', { name: 'Картка 1' });
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Картка 2' }));
  });

  it('keeps the arrow keys of a row to the focused list, not to a card’s link', () => {
    render(
      <Carousel
        label="Статті"
        labels={labels}
        items={cards}
        itemKey={(c) => c.id}
        renderItem={(c) => <a href={`/a/${c.id}`}>{c.title}</a>}
      />,
    );
    const list = screen.getByRole('list', { name: 'Статті' });
    expect(list.tabIndex).toBe(0);
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    const link = screen.getByRole('link', { name: 'Картка 1' });
    const onLink = fireEvent.keyDown(link, { key: 'ArrowRight' });
    expect(onLink).toBe(true);
    const onList = fireEvent.keyDown(list, { key: 'ArrowRight' });
    expect(onList).toBe(false);
  });

  it('advances on its own, pausing on hover, on focus and with the pause button', () => {
    vi.useFakeTimers();
    render(<OneAtATime autoplayMs={5_000} />);
    const region = screen.getByRole('region', { name: 'Новини' });
    act(() => vi.advanceTimersByTime(5_000));
    expect(shown()).toEqual(['Слайд 2 з 4']);
    fireEvent.mouseEnter(region);
    act(() => vi.advanceTimersByTime(15_000));
    expect(shown()).toEqual(['Слайд 2 з 4']);
    fireEvent.mouseLeave(region);
    fireEvent.focus(screen.getByRole('button', { name: 'Наступний слайд' }));
    act(() => vi.advanceTimersByTime(15_000));
    expect(shown()).toEqual(['Слайд 2 з 4']);
    fireEvent.blur(screen.getByRole('button', { name: 'Наступний слайд' }));
    // A move by hand starts the interval again.
    act(() => vi.advanceTimersByTime(3_000));
    fireEvent.click(screen.getByRole('button', { name: 'Слайд 1 з 4' }));
    act(() => vi.advanceTimersByTime(3_000));
    expect(shown()).toEqual(['Слайд 1 з 4']);
    act(() => vi.advanceTimersByTime(2_000));
    expect(shown()).toEqual(['Слайд 2 з 4']);
    fireEvent.click(screen.getByRole('button', { name: 'Зупинити прокручування' }));
    act(() => vi.advanceTimersByTime(15_000));
    expect(shown()).toEqual(['Слайд 2 з 4']);
    const play = screen.getByRole('button', { name: 'Продовжити прокручування' });
    expect(play.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(play);
    act(() => vi.advanceTimersByTime(5_000));
    expect(shown()).toEqual(['Слайд 3 з 4']);
  });

  it('does not advance on its own for visitors who prefer reduced motion', () => {
    reducedMotion = true;
    vi.useFakeTimers();
    render(<OneAtATime autoplayMs={5_000} />);
    act(() => vi.advanceTimersByTime(20_000));
    expect(shown()).toEqual(['Слайд 1 з 4']);
  });

  it('starts Embla (fetched after the page is up) as the carousel comes near the view, where the browser has the observers it needs', async () => {
    class Observer {
      observe() {}
      unobserve() {}
      disconnect() {}
    }
    // The browser's IntersectionObserver, told by the test when an element comes near the view.
    const watching: Array<{ element: Element; report: IntersectionObserverCallback }> = [];
    class NearObserver {
      constructor(private readonly report: IntersectionObserverCallback) {}
      observe(element: Element) {
        watching.push({ element, report: this.report });
      }
      unobserve() {}
      disconnect() {}
    }
    vi.stubGlobal('ResizeObserver', Observer);
    vi.stubGlobal('IntersectionObserver', NearObserver);
    const { container } = render(<OneAtATime />);
    const root = container.querySelector('[aria-roledescription="carousel"]');
    const viewport = await waitFor(() => {
      const found = watching.find(({ element }) => root?.contains(element));
      expect(found).toBeDefined();
      return found!;
    });
    // Away from the view: the native scroller, no Embla yet.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(root?.hasAttribute('data-carousel-ready')).toBe(false);
    act(() =>
      viewport.report(
        [{ isIntersecting: true, target: viewport.element } as IntersectionObserverEntry],
        {} as IntersectionObserver,
      ),
    );
    await waitFor(() => expect(root?.hasAttribute('data-carousel-ready')).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Наступний слайд' }));
    expect(screen.getAllByRole('group', { hidden: true }).length).toBeGreaterThan(0);
  });
});
