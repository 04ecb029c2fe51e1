// Offline search (Pagefind's own interface, loaded from this site).
const box = document.getElementById("search");
// eslint-disable-next-line no-undef
new PagefindUI({ element: "#search", bundlePath: box.dataset.bundle, showSubResults: true, showImages: false });
