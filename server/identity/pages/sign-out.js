/* eslint-disable no-restricted-globals, no-undef -- a browser script the provider serves to its sign-out page, not Node code */
// The app asked the listener already (one confirmation): end the provider session without asking again.
// Served from the provider's own origin (script-src 'self'); without it the page's one button does the same.
document.getElementById('op.logoutForm')?.requestSubmit(document.getElementById('sign-out-now'));
