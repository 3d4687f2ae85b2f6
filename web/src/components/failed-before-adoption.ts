/**
 * A ref for an `<img>` that may have failed before the app was running: a page drawn by the
 * gateway loads its pictures while the app's script is still on its way, and an error that fired
 * then reached no `onError`. On attaching, a picture that is complete with no pixels failed;
 * `failed` is then called as `onError` would have been. (A lazy picture not loaded yet is not
 * complete, and its own `onError` will come.)
 */
export function failedBeforeAdoption(failed: () => void) {
  return (img: HTMLImageElement | null) => {
    if (img?.complete && img.naturalWidth === 0 && img.getAttribute('src')) failed();
  };
}
