import engine
def test_setup():
    s = engine.setup("uruguay", 1)
    assert len(s["deck"]) == 27
