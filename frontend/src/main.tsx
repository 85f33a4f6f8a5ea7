// The entry: only styles and a wait. The prerendered first view (scripts/prerender.mjs) is painted before the
// app's code is evaluated, which on a slow phone takes a while; the code itself is fetched meanwhile (preloaded).
import '@/styles/global.css';

let started = false;
function start(): void {
  if (started) return;
  started = true;
  void import('@/bootstrap').then(({ bootstrap }) => bootstrap());
}

// After the next frame has been painted; a hidden tab paints no frames, so a timer starts it there.
requestAnimationFrame(() => setTimeout(start, 0));
setTimeout(start, 100);
