/* eslint-disable no-restricted-globals, no-undef -- a browser script the provider serves to its partner callback page, not Node code */
// Hands the popup's address (code and state) to the partner page that opened it, and to no other origin: the
// server wrote the listed origin into data-origin. oidc-client-ts in that page closes the popup.
const target = document.currentScript?.dataset.origin;
if (target && window.opener) {
  window.opener.postMessage({ source: 'oidc-client', url: location.href, keepOpen: false }, target);
} else {
  document.getElementById('partner-callback-status').textContent =
    'The page that asked you to sign in has closed. Go back to it and try again.';
}
