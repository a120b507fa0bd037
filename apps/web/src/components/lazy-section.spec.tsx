import { describe, expect, it } from '@jest/globals';
import { errorsMessages } from '@matchbazaar/contracts';
import { Suspense, type ComponentType, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { lazyDialog, lazySection, retryableLazy, SectionLoadFailed } from './lazy-section';
import { SectionBoundary } from './section-boundary';

// The unit tests run in Node without a DOM: React's static renderer shows what a part renders and
// whether its chunk loads; the browser journey (a blocked chunk, then Retry) is in the e2e specs.

/** The HTML once every lazy part settled, and the errors React met on the way. */
async function render(node: ReactNode) {
  const errors: unknown[] = [];
  const { prelude } = await prerender(node, { onError: (error) => void errors.push(error) });
  const html = await new Response(prelude).text();
  return { html, errors };
}

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

/** A chunk that fails while `down` is set, counting its downloads. */
function flakyChunk() {
  const state = { down: true, loads: 0 };
  const load = (): Promise<ComponentType<{ name: string }>> => {
    state.loads++;
    return state.down
      ? Promise.reject(new Error('Failed to fetch dynamically imported module'))
      : Promise.resolve(Greeting);
  };
  return { state, load };
}

describe('retryableLazy', () => {
  it('keeps a failed chunk failed until reset, then asks for it again', async () => {
    const { state, load } = flakyChunk();
    const chunk = retryableLazy(load);
    const show = () => {
      const Section = chunk.current();
      return render(
        <Suspense fallback="waiting">
          <Section name="Ada" />
        </Suspense>,
      );
    };

    const first = await show();
    expect(first.errors).toHaveLength(1);
    expect(first.html).not.toContain('Hello');

    // The network is back, but React.lazy remembers the failure: no second download.
    state.down = false;
    const remembered = await show();
    expect(remembered.errors).toHaveLength(1);
    expect(state.loads).toBe(1);

    chunk.reset();
    const retried = await show();
    expect(retried.errors).toEqual([]);
    expect(retried.html).toContain('Hello <!-- -->Ada');
    expect(state.loads).toBe(2);

    // A loaded chunk is shared: later renders do not download it again.
    await show();
    expect(state.loads).toBe(2);
  });
});

describe('a preloaded chunk', () => {
  it('is rendered as the component itself, so a first render does not suspend', async () => {
    const { state, load } = flakyChunk();
    const chunk = retryableLazy(load);
    // A failed preload is no error: the section's own render retries and shows its alert.
    await expect(chunk.preload()).resolves.toBeNull();
    state.down = false;
    chunk.reset();
    await chunk.preload();
    expect(chunk.current()).toBe(Greeting);
    // Rendered synchronously, with no fallback in between.
    expect(
      renderToStaticMarkup(
        <Suspense fallback="waiting">
          {(() => {
            const Section = chunk.current();
            return <Section name="Lin" />;
          })()}
        </Suspense>,
      ),
    ).toBe('<p>Hello Lin</p>');
    await chunk.preload();
    expect(state.loads).toBe(2);
  });
});

describe('lazySection', () => {
  it('renders the loaded part with its props', async () => {
    const { state, load } = flakyChunk();
    state.down = false;
    const Section = lazySection(load);
    const { html, errors } = await render(<Section name="Grace" />);
    expect(errors).toEqual([]);
    expect(html).toContain('Hello <!-- -->Grace');
  });
});

describe('lazyDialog', () => {
  it('loads nothing until preloaded or rendered, then renders the dialog with its props', async () => {
    const { state, load } = flakyChunk();
    state.down = false;
    const Dialog = lazyDialog(load);
    expect(state.loads).toBe(0);
    await Dialog.preload();
    expect(state.loads).toBe(1);
    const { html, errors } = await render(<Dialog name="Ada" />);
    expect(errors).toEqual([]);
    expect(html).toContain('Hello <!-- -->Ada');
    expect(state.loads).toBe(1);
  });
});

describe('SectionLoadFailed', () => {
  it('announces the failure and offers a retry that the message describes', () => {
    const html = renderToStaticMarkup(<SectionLoadFailed onRetry={() => undefined} />);
    const alert = /<p [^>]*\bid="([^"]+)"[^>]*\brole="alert"[^>]*>([^<]*)<\/p>/.exec(html);
    expect(alert?.[2]).toBe(errorsMessages.sectionFailed);
    const button = /<button [^>]*\baria-describedby="([^"]+)"[^>]*>([^<]*)/.exec(html);
    expect(button?.[1]).toBe(alert?.[1]);
    expect(button?.[2]).toBe(errorsMessages.tryAgain);
  });
});

describe('SectionBoundary', () => {
  it('shows its children, and its fallback once something under it failed', () => {
    const boundary = new SectionBoundary({ children: 'the section', fallback: 'the notice' });
    expect(boundary.render()).toBe('the section');
    boundary.state = SectionBoundary.getDerivedStateFromError();
    expect(boundary.render()).toBe('the notice');
  });
});
