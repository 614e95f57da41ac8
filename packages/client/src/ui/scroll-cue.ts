/**
 * A row that scrolls sideways says so: `data-more` lists the sides with more to see ("start",
 * "end", both, or absent when everything fits), kept up to date as the row scrolls or its size or
 * its content's size changes. The CSS draws a fade on those sides (phones: the board's tool row).
 */

/** Half a pixel of slack: a zoomed page scrolls in fractions. */
const SLACK = 0.5;

/** Keeps `row`'s `data-more` in step with its scroll position; returns a function that stops watching. */
export function watchScrollCue(row: HTMLElement): () => void {
  const update = () => {
    const more: string[] = [];
    // scrollLeft is negative in a right-to-left row; its magnitude is how far from the start.
    const from = Math.abs(row.scrollLeft);
    if (from > SLACK) more.push('start');
    if (row.scrollWidth - row.clientWidth - from > SLACK) more.push('end');
    if (more.length) row.setAttribute('data-more', more.join(' '));
    else row.removeAttribute('data-more');
  };
  row.addEventListener('scroll', update, { passive: true });
  // The row's own size and its children's (a tool shown or hidden) change what overflows.
  const sizes = new ResizeObserver(update);
  const observeAll = () => {
    sizes.disconnect();
    sizes.observe(row);
    for (const child of row.querySelectorAll(':scope > *, :scope > * > *')) sizes.observe(child);
  };
  const content = new MutationObserver(() => {
    observeAll();
    update();
  });
  content.observe(row, { childList: true, subtree: true, attributes: true, attributeFilter: ['hidden'] });
  observeAll();
  update();
  return () => {
    row.removeEventListener('scroll', update);
    sizes.disconnect();
    content.disconnect();
  };
}
