"""Property tests: random seeds, rules and action sequences (legal ones and garbage) never lose
or duplicate a card, refused actions change nothing, the invariants of RULES.md hold at every
step, legal() agrees with the actions, replay(history) rebuilds the game, and games end."""

import random

from engine_helpers import act, check_invariants, snapshot
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import spit

RULES = [
    spit.Rules(),
    spit.Rules(auto_flip=False),
    spit.Rules(slap=False),
    spit.Rules(stocks=4, alternate_colors=True),
    spit.Rules(scoring="points", target=60, slap_timeout_ms=100),
    spit.Rules(stocks=4, slap=False, auto_flip=False, scoring="points"),
    spit.Rules(mode="speed"),
    spit.Rules(mode="speed", speed_side=5, alternate_colors=True, target=30),
]
JUNK = [None, -1, 0, 1, 2, 3, 4, 5, 6, "1", 1.0, True]
KINDS = [spit.A_SPIT, spit.A_PLAY, spit.A_MOVE, spit.A_FLIP, spit.A_SLAP, spit.A_CHOOSE]

step = st.one_of(
    st.tuples(st.just("legal"), st.integers(0, 1), st.integers(0, 10**6)),
    st.tuples(
        st.just("junk"),
        st.sampled_from(JUNK),
        st.tuples(st.sampled_from(KINDS), st.sampled_from(JUNK), st.sampled_from(JUNK)),
    ),
    st.tuples(st.just("tick"), st.integers(0, 4000), st.just(0)),
    # A burst of b random legal actions (seeded by a): reaches later rounds quickly.
    st.tuples(st.integers(0, 2**16), st.integers(1, 150)).map(lambda ab: ("burst",) + ab),
)

FAST = settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])


# Every action a player could name: legal(p) is the subset the engine carries out now.
CANDIDATES = (
    [(spit.A_SPIT, 0, 0)]
    + [(spit.A_PLAY, i, j) for i in range(5) for j in range(2)]
    + [(kind, j, 0) for kind in (spit.A_SLAP, spit.A_CHOOSE) for j in range(2)]
    + [(spit.A_MOVE, i, k) for i in range(5) for k in range(5)]
    + [(spit.A_FLIP, i, 0) for i in range(5)]
)


def _refuses_what_legal_leaves_out(g, p, moves, pick, t):
    """One action legal(p) leaves out (chosen by ``pick``): the engine refuses it, changing
    nothing. With the legal action each step carries out, legal() and the actions agree."""
    assert set(moves) <= set(CANDIDATES) and len(set(moves)) == len(moves)
    outside = [m for m in CANDIDATES if m not in moves]
    if not outside:
        return
    before, changes = snapshot(g), g.changes
    assert act(g, p, *outside[pick % len(outside)], t=t) != spit.OK
    assert snapshot(g) == before and g.changes == changes


@FAST
@given(
    rules=st.sampled_from(RULES),
    seed=st.integers(-(2**40), 2**40),
    steps=st.lists(step, min_size=1, max_size=300),
)
def test_random_action_sequences_keep_every_promise(rules, seed, steps):
    g = spit.Game(rules=rules, seed=seed, record=True)
    t = 0
    check_invariants(g)
    for what, a, b in steps:
        if what == "burst":
            t = _burst(g, random.Random(a), b, t)
            continue
        before = snapshot(g)
        changes = g.changes
        if what == "tick":
            t += a
            changed = g.tick(t)
            assert changed == (g.changes == changes + 1)
        else:
            if what == "legal":
                p = a
                moves = g.legal(p)
                _refuses_what_legal_leaves_out(g, p, moves, b, t)
                if not moves:
                    continue
                kind, x, y = moves[b % len(moves)]
            else:
                p = a
                kind, x, y = b
            code = act(g, p, kind, x, y, t)
            assert isinstance(code, int) and 0 <= code <= spit.E_MODE
            if what == "legal":
                assert code == spit.OK
            changed = code == spit.OK
            if changed:
                x2 = 0 if kind == spit.A_SPIT else x
                y2 = y if kind in (spit.A_PLAY, spit.A_MOVE) else 0
                assert g.history[-1] == (t, p, kind, x2, y2)
        if changed:
            assert g.changes == changes + 1
        else:
            assert snapshot(g) == before  # a refused action changes nothing
        check_invariants(g)
        _check_visible(g)
    again = spit.replay(rules, seed, g.history)
    assert snapshot(again) == snapshot(g)


def _check_visible(g):
    """g.visible(), which the table draws from, says what the queries say (ENGINE_API's
    addition: one call instead of thirty)."""
    into = g.visible(bytearray(spit.VISIBLE))
    want = [g.top(p, i) + 2 for p in (0, 1) for i in range(5)]
    want += [g.pile_size(p, i) for p in (0, 1) for i in range(5)]
    want += [g.hand_size(0), g.hand_size(1), g.spit_top(0) + 2, g.spit_top(1) + 2]
    want += [g.spit_size(0), g.spit_size(1), g.side_size(0), g.side_size(1), g.piles_in_use()]
    assert list(into) == want


def _burst(g, rnd, n, t):
    for _ in range(n):
        t += rnd.randrange(300)
        if g.tick(t):
            continue
        p = rnd.randrange(2)
        moves = g.legal(p)
        if moves:
            assert act(g, p, *rnd.choice(moves), t=t) == spit.OK
            check_invariants(g)
            _check_visible(g)
    return t


def _play_out(rules, seed, cap):
    rnd = random.Random(seed)
    g = spit.Game(rules=rules, seed=seed)
    t = 0
    actions_in_round = 0
    last_round = g.round
    for _ in range(cap):
        if g.phase == spit.OVER:
            return g
        t += rnd.randrange(1000)
        if not g.tick(t):
            p = rnd.randrange(2)
            moves = g.legal(p) or g.legal(1 - p)
            if not moves:
                continue
            if not g.legal(p):
                p = 1 - p
            assert act(g, p, *rnd.choice(moves), t=t) == spit.OK
        if g.round != last_round:
            last_round = g.round
            actions_in_round = 0
        actions_in_round += 1
        # Every action uses up stock, spit cards, empty slots or face-down tops (or a race):
        # a round cannot go on for ever.
        assert actions_in_round < 600
        check_invariants(g)
    raise AssertionError("game did not end in %d steps" % cap)


@settings(max_examples=50, deadline=None)
@given(rules=st.sampled_from(RULES), seed=st.integers(0, 2**31))
def test_games_played_at_random_end(rules, seed):
    g = _play_out(rules, seed, 40000)
    assert g.winner in (0, 1, -1)
    if rules.mode == "speed":
        assert max(g.score(0), g.score(1)) >= rules.target
    elif rules.scoring == "points":
        w = g.winner
        if w >= 0:
            assert g.score(w) <= g.score(1 - w)
    else:
        assert g.cards(g.winner) == 0
