"""The two screens the browser tests look at a page on: a phone (390x844, touch) and a desk (1280x800)."""

PHONE = {"viewport": {"width": 390, "height": 844}, "has_touch": True, "is_mobile": True, "device_scale_factor": 1}
DESK = {"viewport": {"width": 1280, "height": 800}}


def open_on(browser, url, screen, ready, timeout=120_000):
    """A new context on ``screen`` with ``url`` open once ``ready`` (a selector) is there: (context, page, the
    page's errors, kept as they come)."""
    context = browser.new_context(**screen)
    page = context.new_page()
    errors = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(url)
    page.wait_for_selector(ready, timeout=timeout)
    return context, page, errors


# The words of a page (a drawn board's text aside, measured by the board tests) smaller than 12 CSS px, as
# "tag.class size 'words'": the first few.
SMALL_WORDS = """() => {
    const small = new Set(), walk = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walk.nextNode()) {
        const t = walk.currentNode, e = t.parentElement;
        if (!t.textContent.trim() || e.closest('svg') || !e.getClientRects().length) continue;
        const px = parseFloat(getComputedStyle(e).fontSize);
        if (px < 12) small.add(`${e.tagName}.${e.className} ${px} '${t.textContent.trim().slice(0, 30)}'`);
    }
    return [...small].slice(0, 5); }"""
