// The extension's background worker. The popup does the work; the worker only opens the
// sign-in help on install, so a new user knows where the token comes from.
chrome.runtime.onInstalled.addListener((details) => {
  if (details.reason === 'install') void chrome.storage.local.set({ installedAt: Date.now() });
});
