// Lists every primedia-error event the page receives, as a partner's error logging would.
const list = document.getElementById('errors');
document.addEventListener('primedia-error', (event) => {
  const { detail, target } = event as CustomEvent<{ code: string; message: string; attribute?: string }>;
  const item = document.createElement('li');
  item.dataset.element = (target as Element).id;
  item.textContent = `${(target as Element).id}: ${detail.code} ${detail.attribute ?? ''} — ${detail.message}`;
  list?.append(item);
});
