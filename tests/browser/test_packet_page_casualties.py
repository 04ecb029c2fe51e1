"""Junta's packet page with the casualties choice (1.3), in real Chromium: the same packet as `packet junta …
--casualties yes`, the choice on the cover, seating list and bands, each table's link opening its coup with
casualties=yes; and at a phone's width a message below the form scrolls into view."""

import pytest

from test_packet_page import T, cli_packet, option_packet_page

pytestmark = pytest.mark.browser


def test_a_casualties_packet_is_the_command_lines_and_each_table_opens_its_coup_with_them(watched, site_url):
    cli, page = option_packet_page(watched, site_url, "junta", 5, "casualties", "yes")
    assert page.inner_text("#packet-cover [data-pk='choices']") == \
        "Casualties: a deal that may leave one player dead or in exile before the coup (1.3)"
    assert page.text_content("#packet-cover [data-pk='command']").endswith("--players 5 --casualties yes")
    assert "with the table's seed, 5 players and Casualties set to “one may be dead or exiled” (casualties=yes in its " \
        "address), and compare the fingerprints." in " ".join(page.inner_text("#packet-cover").split())
    assert "Every table: Casualties, one may be dead or exiled" in page.inner_text("#packet-seating")
    links = []
    for k, t in enumerate(cli["list"]):
        table = page.locator("#packet-tables .packet-table").nth(k)
        assert "Casualties: one may be dead or exiled" in table.locator(".table-band").inner_text()
        link = table.locator("[data-field='permalink']").inner_text()
        assert link == f"junta/scenario/?seed={t['seed']}&players=5&casualties=yes&fp={t['fingerprint']}", link
        links.append(link)
    assert watched.offsite() == [] and watched.errors == []
    coup = watched.new_page()
    for t, link in zip(cli["list"], links):
        coup.goto(f"{site_url}{link}")
        coup.wait_for_selector(f"#sheet[data-fingerprint='{t['fingerprint']}']", timeout=T)
        assert coup.input_value("#casualties") == "yes" and coup.get_attribute("#fp-result", "data-match") == "yes"
        assert f"type seed {t['seed']} and 5 players with casualties (1.3) into the Coup setup page" in \
            " ".join(coup.inner_text("#sheet .sheet-check").split())
    assert watched.errors == []


def test_the_menu_asks_for_casualties_and_refuses_them_for_three_players(watched, site_url):
    page = watched.page
    page.goto(f"{site_url}junta/packet/index.html?event_seed=7&tables=2&players=5")
    page.wait_for_selector("body[data-printable]", timeout=T)
    assert page.input_value("#casualties") == "no"
    page.select_option("#casualties", "yes")
    page.click("#packet-form button[type='submit']")
    wanted = cli_packet("junta", "--event-seed", "7", "--tables", "2", "--players", "5", "--casualties", "yes")
    page.wait_for_selector(f"body[data-printable='{wanted['fingerprint']}']", timeout=T)
    assert "casualties=yes" in page.url
    page.select_option("#players", "3")
    page.click("#packet-form button[type='submit']")
    page.wait_for_selector("#error:not([hidden])", timeout=T)
    assert page.inner_text("#error") == "Casualties: yes (one may be dead or exiled) is an option for 4–7 players " \
        "only (1.3), not 3. The packet below is still the one made before: event seed 7, 2 tables."
    assert page.get_attribute("body", "data-printable") == wanted["fingerprint"]
    assert watched.errors == []


@pytest.mark.parametrize("given", ["no", "usual"])
def test_casualties_no_is_the_packet_without_them_and_stays_out_of_the_address(watched, site_url, given):
    """casualties=no (the coup page's value, and the command line's) or usual (an older address of this page) make
    the packet made without the choice; the menu shows "none", and once the form is sent the address leaves it out."""
    plain = cli_packet("junta", "--event-seed", "7", "--tables", "2", "--players", "3")
    page = watched.page
    page.goto(f"{site_url}junta/packet/index.html?event_seed=7&tables=2&players=3&casualties={given}")
    page.wait_for_selector(f"body[data-printable='{plain['fingerprint']}']", timeout=T)
    assert page.input_value("#casualties") == "no" and page.is_hidden("#error")
    assert "with the table's seed and 3 players, and compare the fingerprints." in page.inner_text("#packet-cover")
    page.click("#packet-form button[type='submit']")
    page.wait_for_function("() => !location.search.includes('casualties')", timeout=T)
    page.select_option("#players", "5")
    page.select_option("#casualties", "yes")
    page.click("#packet-form button[type='submit']")
    page.wait_for_function("() => location.search.includes('casualties=yes')", timeout=T)
    page.go_back()                      # the address without the choice: the packet without it, the menu at none
    page.wait_for_selector(f"body[data-printable='{plain['fingerprint']}']", timeout=T)
    assert page.input_value("#casualties") == "no"
    assert watched.errors == []


def in_view(page, selector):
    return page.evaluate(f"""() => {{ const r = document.querySelector({selector!r}).getBoundingClientRect();
        return r.height > 0 && r.top >= 0 && r.bottom <= window.innerHeight + 1; }}""")


def test_at_a_phones_width_a_message_below_the_form_comes_into_view(watched, site_url):
    """At 390 px the form fills the screen and the message sits below it (before: out of view, so pressing the
    button seemed to do nothing): a mistyped number of tables, with a packet already made (it stays), and an
    address that cannot make one."""
    page = watched.page
    page.set_viewport_size({"width": 390, "height": 700})
    page.goto(f"{site_url}junta/packet/index.html?event_seed=7&tables=2&players=5")
    page.wait_for_selector("body[data-printable]", timeout=T)
    page.evaluate("() => window.scrollTo(0, 0)")
    page.fill("#tables", "0")
    page.click("#packet-form button[type='submit']")
    page.wait_for_selector("#error:not([hidden])", timeout=T)
    assert "at least one" in page.inner_text("#error") and page.is_visible("#packet")
    assert in_view(page, "#error"), page.evaluate("() => [window.scrollY, window.innerHeight]")
    page.goto(f"{site_url}junta/packet/index.html?event_seed=7&tables=2&players=3&casualties=yes")
    page.wait_for_selector("#error:not([hidden])", timeout=T)
    assert "not 3." in page.inner_text("#error") and page.is_hidden("#packet")
    assert in_view(page, "#error"), page.evaluate("() => [window.scrollY, window.innerHeight]")
    assert watched.errors == []
