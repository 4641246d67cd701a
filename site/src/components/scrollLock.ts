// Counts open modals so closing a nested one does not unlock the page under another still open.
let openCount = 0;
let previousOverflow = '';

export function lockScroll(): void {
  if (openCount === 0) {
    previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
  }
  openCount += 1;
}

export function unlockScroll(): void {
  openCount = Math.max(0, openCount - 1);
  if (openCount === 0) document.body.style.overflow = previousOverflow;
}
