import { numberHistoryEntry } from './app/historyEntry';

// The entry. Evaluating all of the app's modules at once is one long task (about 50 ms on a mid-range phone),
// during which a tap waits. So the app loads in steps, each its own task with a yield to the browser in
// between: React's DOM renderer, then the messages, then the styles, then the app, whose page module loads after
// it. The prerendered HTML has already fetched every step's files (modulepreload), so the steps cost no round
// trips.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

numberHistoryEntry();
await import('react-dom/client');
await nextTask();
await import('./i18n');
await nextTask();
await import('./styles/styleSheet');
await nextTask();
const { boot } = await import('./app/boot');
await nextTask();
boot();
