"""`python -m generator serve` answers like a static host: types, caching headers, ETag revalidation, sub-paths."""

import threading
import urllib.error
import urllib.request

import pytest

from generator.serve import IMMUTABLE, REVALIDATE, cache_control, make_server


@pytest.fixture
def served(tmp_path):
    (tmp_path / "index.html").write_text("<!doctype html><title>t</title>")
    (tmp_path / "assets").mkdir()
    (tmp_path / "assets" / "snapshot.0123456789ab.bin.gz").write_bytes(b"\x1f\x8b")
    (tmp_path / "assets" / "site.css").write_text("body{}")
    (tmp_path / "a.wasm").write_bytes(b"\0asm")
    servers = []

    def start(prefix="/"):
        server = make_server(tmp_path, port=0, quiet=True, prefix=prefix)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        servers.append(server)
        return f"http://127.0.0.1:{server.server_address[1]}"
    yield start
    for server in servers:
        server.shutdown()
        server.server_close()


def get(url, **headers):
    try:
        with urllib.request.urlopen(urllib.request.Request(url, headers=headers)) as r:
            return r.status, r.headers, r.read()
    except urllib.error.HTTPError as err:
        return err.code, err.headers, b""


def test_hashed_names_are_immutable_and_everything_else_revalidates():
    assert cache_control("/assets/engine/snapshot.5ea686188e26.bin.gz") == IMMUTABLE
    assert cache_control("/uruguay/examples/x/steps.a8ec7355027c.json") == IMMUTABLE
    assert cache_control("/assets/engine/tablero_engine-0.1.0-py3-none-any.whl", "h=0123456789ab") == IMMUTABLE
    for path in ("/index.html", "/assets/js/engine-worker.mjs", "/pyodide/pyodide.asm.wasm", "/uruguay/"):
        assert cache_control(path) == REVALIDATE


def test_pages_carry_an_etag_and_a_matching_request_gets_304(served):
    base = served()
    status, headers, body = get(f"{base}/index.html")
    assert status == 200 and headers["Cache-Control"] == "no-cache" and headers["ETag"].startswith('"')
    status, again, body = get(f"{base}/index.html", **{"If-None-Match": headers["ETag"]})
    assert status == 304 and body == b"" and again["ETag"] == headers["ETag"]
    status, headers, _ = get(f"{base}/assets/snapshot.0123456789ab.bin.gz")
    assert status == 200 and headers["Cache-Control"] == IMMUTABLE
    assert get(f"{base}/a.wasm")[1]["Content-Type"] == "application/wasm"
    assert get(f"{base}/")[1]["Cache-Control"] == "no-cache"


def test_a_site_under_a_sub_path(served):
    base = served("/tablero/")
    assert get(f"{base}/tablero/index.html")[0] == 200
    assert get(f"{base}/tablero/assets/site.css")[2] == b"body{}"
    assert get(f"{base}/index.html")[0] == 404
    assert get(f"{base}/assets/site.css")[0] == 404


def test_a_precompressed_asset_goes_out_gzip_encoded_to_a_browser_that_accepts_it(served):
    base = served()
    url = f"{base}/assets/snapshot.0123456789ab.bin.gz"
    status, headers, body = get(url, **{"Accept-Encoding": "gzip, deflate, br"})
    assert status == 200 and headers["Content-Encoding"] == "gzip" and headers["Vary"] == "Accept-Encoding"
    assert headers["Content-Type"] == "application/octet-stream" and body == b"\x1f\x8b"
    status, headers, body = get(url)                              # no gzip accepted: the file as it is
    assert status == 200 and headers["Content-Encoding"] is None and headers["Content-Type"] == "application/gzip"


def test_a_text_file_goes_out_gzip_compressed_to_a_browser_that_accepts_it(served, tmp_path):
    import gzip
    page = ("<!doctype html><title>big</title>" + "<p>a hex and its counters</p>" * 200).encode()
    (tmp_path / "big.html").write_bytes(page)
    base = served()
    status, headers, body = get(f"{base}/big.html", **{"Accept-Encoding": "gzip, deflate, br"})
    assert status == 200 and headers["Content-Encoding"] == "gzip" and headers["Vary"] == "Accept-Encoding"
    assert headers["Content-Type"].startswith("text/html") and int(headers["Content-Length"]) == len(body)
    assert len(body) < len(page) / 5 and gzip.decompress(body) == page
    tag = headers["ETag"]
    assert tag.endswith('-gzip"')
    status, again, body = get(f"{base}/big.html", **{"Accept-Encoding": "gzip", "If-None-Match": tag})
    assert status == 304 and body == b""
    status, plain, body = get(f"{base}/big.html")                   # no gzip accepted: the file as it is
    assert status == 200 and plain["Content-Encoding"] is None and body == page and plain["ETag"] != tag
    status, small, body = get(f"{base}/index.html", **{"Accept-Encoding": "gzip"})   # under COMPRESS_MIN
    assert small["Content-Encoding"] is None and body == b"<!doctype html><title>t</title>"
    status, wasm, body = get(f"{base}/a.wasm", **{"Accept-Encoding": "gzip"})          # not text
    assert wasm["Content-Encoding"] is None and body == b"\0asm"
