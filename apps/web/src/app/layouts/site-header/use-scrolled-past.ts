import { useEffect, useState } from 'react';

/**
 * Whether the page has scrolled more than `threshold` pixels (re-renders only when that flips).
 * False until the first frame after mounting: reading the scroll offset sooner, in the render or
 * the commit that takes the server's HTML over, would make the browser lay the whole page out then
 * and there (on a phone, the longest part of the header's takeover).
 */
export function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const check = () => setPast(window.scrollY > threshold);
    window.addEventListener('scroll', check, { passive: true });
    // After the next frame's layout, when the offset is there to read at no cost (a page opened
    // already scrolled: back, or a reload).
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => (timer = setTimeout(check)));
    return () => {
      window.removeEventListener('scroll', check);
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [threshold]);
  return past;
}
