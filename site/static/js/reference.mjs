// Rules reference: the "#" next to each rule copies a permanent link to it.
for (const link of document.querySelectorAll("a.copy-link")) {
  link.addEventListener("click", async (event) => {
    event.preventDefault();
    const url = new URL(`#${link.dataset.copy}`, window.location.href).href;
    history.replaceState(null, "", `#${link.dataset.copy}`);
    try {
      await navigator.clipboard.writeText(url);
      link.classList.add("copied");
      setTimeout(() => link.classList.remove("copied"), 1500);
    } catch {
      /* no clipboard permission: the address bar holds the link */
    }
  });
}
