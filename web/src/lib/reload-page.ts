/** Loads the current page again from the server, as the browser's reload button does. */
export function reloadPage(): void {
  window.location.reload();
}
