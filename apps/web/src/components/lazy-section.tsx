import { errorsMessages } from '@matchbazaar/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useId, useState, type ComponentType } from 'react';
import { SectionBoundary } from './section-boundary';

/**
 * React.lazy keeps a failed load for good (every render throws it again): `reset` makes the next
 * render ask for the chunk afresh. A successful load is shared by every render until then, and
 * once it is there `current` is the component itself: React.lazy suspends on its first render
 * even when the chunk has arrived, and a part of a server-rendered page that suspends while the
 * app takes the page over is drawn again from scratch instead of kept.
 */
export function retryableLazy<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | null = null;
  const fetchChunk = () =>
    load().then((component) => {
      loaded = component;
      return component;
    });
  const make = () => lazy(() => fetchChunk().then((component) => ({ default: component })));
  let current = make();
  return {
    current: (): ComponentType<P> => loaded ?? current,
    /** Downloads the chunk now (before the app takes a page over); never rejects. */
    preload: (): Promise<unknown> => (loaded ? Promise.resolve() : fetchChunk().catch(() => null)),
    reset: () => {
      current = make();
    },
  };
}

/** Every section's chunk, by the modules loaded so far (see preloadSections). */
const sectionChunks = new Set<{ preload: () => Promise<unknown> }>();

/**
 * Downloads the chunks of every code-split section the loaded modules define, before the app
 * takes over a server-rendered page (app/hydrate-page.tsx), so the sections in the server's HTML
 * are kept, not drawn again. Their chunks are in the page's preload list, so this mostly waits
 * for downloads already under way. A chunk that fails is left to its section's retry.
 */
export async function preloadSections(): Promise<void> {
  await Promise.all([...sectionChunks].map((chunk) => chunk.preload()));
}

/**
 * A code-split part of a page, loaded as the page first renders (below the fold, say). If its chunk
 * fails to download (a network blip, or a deploy replaced the files), only this part shows a short
 * alert with a button that asks for the chunk again; the rest of the page stays usable.
 */
export function lazySection<P extends object>(load: () => Promise<ComponentType<P>>) {
  const chunk = retryableLazy(load);
  sectionChunks.add(chunk);
  return retryingPart(chunk);
}

/**
 * A dialog split from its page: its code loads when it is first rendered (opened), or earlier
 * through `preload` (the pointer over its button, the focus on the field before it), since every
 * file of a page's takeover costs a phone (docs/benchmarks/web.md). A failed download shows the
 * same alert and retry as a section, so the press is not lost in silence.
 */
export function lazyDialog<P extends object>(load: () => Promise<ComponentType<P>>) {
  const chunk = retryableLazy(load);
  return Object.assign(retryingPart(chunk), { preload: chunk.preload });
}

/** A lazy dialog's component (see lazyDialog). */
export type LazyDialog<P extends object> = ReturnType<typeof lazyDialog<P>>;

function retryingPart<P extends object>(chunk: ReturnType<typeof retryableLazy<P>>) {
  return function LazyPart(props: P) {
    // A new attempt remounts the boundary, which forgets the failure.
    const [attempt, setAttempt] = useState(0);
    const Part = chunk.current();
    const retry = () => {
      chunk.reset();
      setAttempt((n) => n + 1);
    };
    return (
      <SectionBoundary key={attempt} fallback={<SectionLoadFailed onRetry={retry} />}>
        <Suspense fallback={null}>
          <Part {...props} />
        </Suspense>
      </SectionBoundary>
    );
  };
}

/** What a failed section shows: what happened, and a way to try again. */
export function SectionLoadFailed({ onRetry }: { onRetry: () => void }) {
  const id = useId();
  return (
    <Box
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, px: 2, py: 3 }}
      data-testid="section-load-failed"
    >
      <Typography id={id} role="alert" variant="body2">
        {errorsMessages.sectionFailed}
      </Typography>
      {/* 'Try again' alone does not say what: the message describes the button. */}
      <Button variant="outlined" size="small" onClick={onRetry} aria-describedby={id}>
        {errorsMessages.tryAgain}
      </Button>
    </Box>
  );
}
