"""A first proof of the core: a dealt game, spit, legal plays and a replay that matches."""

import spit


def test_deal_spit_play_and_replay():
    g = spit.Game(seed=7, record=True)
    assert g.phase == spit.READY
    assert [g.pile_size(0, i) for i in range(5)] == [1, 2, 3, 4, 5]
    assert g.hand_size(0) == g.hand_size(1) == 11
    assert g.play(0, 0, 0) == spit.E_PHASE
    assert g.spit(0, 10) == spit.OK
    assert g.spit(0, 11) == spit.E_REPEAT
    assert g.spit(1, 12) == spit.OK
    assert g.spit_size(0) == g.spit_size(1) == 1
    assert g.hand_size(0) == g.hand_size(1) == 10
    for p in (0, 1):
        for kind, _x, _y in g.legal(p):
            assert kind == spit.A_PLAY
    r = spit.replay(spit.Rules(), 7, g.history)
    assert r.history == g.history
    assert [r.held(p) for p in (0, 1)] == [g.held(p) for p in (0, 1)]
