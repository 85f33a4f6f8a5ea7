// The entry: only styles, a watch over the first view and a wait. The prerendered first view (scripts/prerender.mjs)
// is painted before the app's code is evaluated, which on a slow phone takes a while.
import '@/styles/global.css';
import { watchFirstView } from '@/lib/first-view';

// What the visitor types or presses in the prerendered view before the app has started is kept for the app.
const root = document.getElementById('root');
if (root) watchFirstView(root);

let started = false;
function start(): void {
  if (started) return;
  started = true;
  void import('@/bootstrap').then(({ bootstrap }) => bootstrap());
}

// After the next frame has been painted; a hidden tab paints no frames, so a timer starts it there.
requestAnimationFrame(() => setTimeout(start, 0));
setTimeout(start, 100);
