/** Spec 01 §1: registered at page load; a failure is only logged. */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/service-worker.js').catch((err: unknown) => {
      console.warn('Service worker registration failed', err);
    });
  });
}
