"""Logistic regression for the bench scripts that fit a strong level's evaluation to how games end (names no game;
stdlib only): ``fit`` by Newton steps with a small ridge, ``chance`` the model's reading of one row of features,
``brier`` the mean squared gap between a score and what happened. A target may be any number in [0, 1], not only
0 or 1 (a draw scored 0.5): the log-likelihood stays concave and the Newton steps are the same."""
import math

RIDGE = 1.0


def chance(w, x):
    """1 / (1 + exp(-w.x)), the sum held in [-30, 30]."""
    z = max(-30.0, min(30.0, sum(a * b for a, b in zip(w, x))))
    return 1 / (1 + math.exp(-z))


def fit(xs, ys, ridge=RIDGE, steps=25):
    """The weights of a logistic regression of ``ys`` on the rows ``xs`` (the first column the constant, left out of
    the ridge): Newton steps on the log-likelihood with a ridge, each linear system solved by Gaussian
    elimination, until no weight moves by 1e-7."""
    k = len(xs[0])
    w = [0.0] * k
    for _ in range(steps):
        grad = [0.0] * k
        hess = [[0.0] * k for _ in range(k)]
        for x, y in zip(xs, ys):
            p = chance(w, x)
            d, v = y - p, p * (1 - p)
            for i in range(k):
                grad[i] += d * x[i]
                vi = v * x[i]
                row = hess[i]
                for j in range(i + 1):
                    row[j] += vi * x[j]
        for i in range(k):
            for j in range(i):
                hess[j][i] = hess[i][j]
            if i:
                grad[i] -= ridge * w[i]
                hess[i][i] += ridge
        step = solve(hess, grad)
        w = [a + b for a, b in zip(w, step)]
        if max(abs(s) for s in step) < 1e-7:
            break
    return w


def solve(a, b):
    """x with a x = b, by Gaussian elimination with partial pivoting."""
    n = len(b)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for c in range(n):
        piv = max(range(c, n), key=lambda r: abs(m[r][c]))
        m[c], m[piv] = m[piv], m[c]
        for r in range(n):
            if r != c and m[r][c]:
                f = m[r][c] / m[c][c]
                m[r] = [x - f * y for x, y in zip(m[r], m[c])]
    return [m[i][n] / m[i][i] for i in range(n)]


def brier(pairs):
    """The mean of (score - outcome) ** 2 over (score, outcome) pairs."""
    pairs = list(pairs)
    return sum((s - o) ** 2 for s, o in pairs) / len(pairs)


def show(names, w):
    """Print fitted weights as a ``WEIGHTS`` line ready to paste, then one line a weight with its name."""
    print("WEIGHTS = (" + ", ".join(f"{v:.4f}" for v in w) + ")")
    for name, v in zip(names, w):
        print(f"  {name}: {v:+.4f}")


def tenths(pairs):
    """Calibration: for each tenth of the score (0-9) met in (score, outcome) pairs, [the outcomes' sum, their count],
    in order; the sum starts at the integer 0, so whole outcomes keep a whole sum."""
    bins = {}
    for score, outcome in pairs:
        b = bins.setdefault(min(9, int(score * 10)), [0, 0])
        b[0] += outcome
        b[1] += 1
    return sorted(bins.items())
