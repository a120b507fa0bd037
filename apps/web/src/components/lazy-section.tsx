import { errorsMessages } from '@matchbazaar/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useId, useState, type ComponentType } from 'react';
import { SectionBoundary } from './section-boundary';

/**
 * React.lazy keeps a failed load for good (every render throws it again): `reset` makes the next
 * render ask for the chunk afresh. A successful load is shared by every render until then.
 */
export function retryableLazy<P extends object>(load: () => Promise<ComponentType<P>>) {
  const make = () => lazy(() => load().then((component) => ({ default: component })));
  let current = make();
  return {
    current: () => current,
    reset: () => {
      current = make();
    },
  };
}

/**
 * A code-split part of a page, loaded as the page first renders (below the fold, say). If its chunk
 * fails to download (a network blip, or a deploy replaced the files), only this part shows a short
 * alert with a button that asks for the chunk again; the rest of the page stays usable.
 */
export function lazySection<P extends object>(load: () => Promise<ComponentType<P>>) {
  const chunk = retryableLazy(load);
  return function LazySection(props: P) {
    // A new attempt remounts the boundary, which forgets the failure.
    const [attempt, setAttempt] = useState(0);
    const Section = chunk.current();
    const retry = () => {
      chunk.reset();
      setAttempt((n) => n + 1);
    };
    return (
      <SectionBoundary key={attempt} fallback={<SectionLoadFailed onRetry={retry} />}>
        <Suspense fallback={null}>
          <Section {...props} />
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
