// The partner's own button opens the registration wall through the element's method (docs/widgets.md).
interface RegistrationWallElement extends HTMLElement {
  open(): void;
}
document.getElementById('join')?.addEventListener('click', () => {
  document.querySelector<RegistrationWallElement>('primedia-registration-wall')?.open();
});
