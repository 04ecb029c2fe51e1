"""The engine's own pseudo-random number generator: documented, versioned, and the same everywhere.

Why not ``random``: Python only promises that ``random.random()`` repeats across versions, not shuffle or
randrange. A printed tournament seed must give the same deck forever, in CPython and in Pyodide alike, so
the engine owns its generator and its golden vectors (``tests/engine/test_prng.py``).

Algorithm (version ``xoshiro128ss-1``):

* State: four unsigned 32-bit words (so every number in the state is exact in JavaScript too).
* Seeding: the seed ``s`` (an integer 0 … 2**53 - 1) feeds SplitMix64; its first two 64-bit outputs,
  high word then low word of each, are the four state words.
* Output: xoshiro128** by Blackman and Vigna (2018): ``rotl(s1 * 5, 7) * 9`` then the xorshift step.
* ``below(n)``: an integer in ``[0, n)`` for ``1 <= n <= 2**32`` by rejection: draw ``x``; accept it if
  ``x < 2**32 - (2**32 % n)`` and answer ``x % n``; otherwise draw again. No modulo bias.
* ``shuffle(items)``: Fisher-Yates from the last position down: for ``i = len-1 … 1`` swap ``i`` with
  ``below(i + 1)``.

The state lives inside the game state as a list of four ints; functions here take and update that list.
"""

ALGORITHM = "xoshiro128ss-1"
MAX_SEED = 2**53 - 1
_M32 = 0xFFFFFFFF
_M64 = 0xFFFFFFFFFFFFFFFF


def _splitmix64(x):
    """Return (next_x, output) for one SplitMix64 step."""
    x = (x + 0x9E3779B97F4A7C15) & _M64
    z = x
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _M64
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _M64
    return x, z ^ (z >> 31)


def seed_state(seed):
    """Return a fresh generator state (list of four 32-bit ints) for an integer seed."""
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed <= MAX_SEED:
        raise ValueError(f"seed must be an integer from 0 to {MAX_SEED}")
    x, a = _splitmix64(seed)
    x, b = _splitmix64(x)
    words = [a >> 32, a & _M32, b >> 32, b & _M32]
    if not any(words):  # xoshiro must not start all-zero; SplitMix64 never gives this, but be explicit
        words[0] = 1
    return words


def _rotl(x, k):
    return ((x << k) | (x >> (32 - k))) & _M32


def next_u32(s):
    """Advance the state list ``s`` in place and return the next 32-bit output."""
    s0, s1, s2, s3 = s
    result = (_rotl((s1 * 5) & _M32, 7) * 9) & _M32
    t = (s1 << 9) & _M32
    s2 ^= s0
    s3 ^= s1
    s1 ^= s2
    s0 ^= s3
    s2 ^= t
    s3 = _rotl(s3, 11)
    s[0], s[1], s[2], s[3] = s0, s1, s2, s3
    return result


def below(s, n):
    """Return an unbiased integer in [0, n) for 1 <= n <= 2**32, advancing the state ``s``."""
    if isinstance(n, bool) or not isinstance(n, int) or not 1 <= n <= 2**32:
        raise ValueError("below() needs 1 <= n <= 2**32")
    limit = 2**32 - (2**32 % n)
    while True:
        x = next_u32(s)
        if x < limit:
            return x % n


def shuffle(s, items):
    """Shuffle the list ``items`` in place (Fisher-Yates, last position first)."""
    for i in range(len(items) - 1, 0, -1):
        j = below(s, i + 1)
        items[i], items[j] = items[j], items[i]
    return items
