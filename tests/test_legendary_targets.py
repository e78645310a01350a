"""Targets with a supertype (CR 205.4a, 115.1; ``sim.text.subject_rules.target_spec``,
``permanent_spec``, ``sim.text.render_targets``): "target legendary creature", "target
legendary permanent", "another target legendary creature" — only a legendary object may be
chosen, checked as it is chosen and again as it resolves (601.2c, 608.2b); and "up to N
target creatures | permanents your opponents control" (each an opponent's, 115.1)."""

from __future__ import annotations

from played import plays
from test_stack import card, finish, game, legal, perm, play, to

from sim import CardDef, Step
from sim.model.objects import Zone


def _legend(pid: str, owner: str, types: tuple[str, ...] = ("Creature",)) -> object:
    fields = {"power": 2, "toughness": 2} if "Creature" in types else {}
    return perm(pid, owner, card(f"Legend {pid}", types=list(types), supertypes=["Legendary"],
                                 **fields))


def _bear(pid: str, owner: str) -> object:
    return perm(pid, owner, card(f"Bear {pid}", power=2, toughness=2))


def _tool(text: str) -> CardDef:
    made = card("Probe", types=["Artifact"], cost="{1}", text=text)
    assert not made.unsupported, made.unsupported
    return made


SWORD = "{T}: Target legendary creature gets +1/+1 until end of turn."
SEAL = "{T}: Untap target legendary permanent."
BESSIE = "Whenever Probe attacks, another target legendary creature can't be blocked this turn."


@plays(SWORD)
def test_only_a_legendary_creature_is_a_target() -> None:
    """CR 205.4a, 115.1: of A's Bear and B's legendary creature only the legend may be
    chosen; it gets +1/+1 until end of turn (611.2a)."""
    state = game(perm("t1", "A", _tool(SWORD)), _bear("a1", "A"), _legend("b1", "B"))
    to(state, "priority", Step.BEGINNING_OF_COMBAT, "A")
    play(state, next(a for a in legal(state) if a.startswith("activate t1")))
    assert legal(state) == ["target b1"]
    play(state, "target b1")
    finish(state)
    assert state.power("b1") == 3 and state.power("a1") == 2


@plays(SEAL)
def test_a_legendary_permanent_of_any_type() -> None:
    """CR 205.4a: a tapped legendary artifact is a target, a tapped nonlegendary creature is
    not; the artifact untaps (701.26b)."""
    relic = perm("r1", "B", card("Relic", types=["Artifact"], supertypes=["Legendary"]),
                 tapped=True)
    state = game(perm("t1", "A", _tool(SEAL)), relic, perm("a1", "A", card(
        "Bear", power=2, toughness=2), tapped=True))
    to(state, "priority", Step.BEGINNING_OF_COMBAT, "A")
    play(state, next(a for a in legal(state) if a.startswith("activate t1")))
    assert legal(state) == ["target r1"]
    play(state, "target r1")
    finish(state)
    assert not state.permanents["r1"].tapped


@plays(BESSIE)
def test_another_legendary_creature_cant_be_blocked() -> None:
    """CR 115.1, 205.4a, 509.1b: as legendary Probe attacks, the target is another legendary
    creature (not Probe itself, not the Bear)."""
    probe = card("Probe", types=["Creature"], supertypes=["Legendary"], power=1, toughness=1,
                 text=BESSIE)
    assert not probe.unsupported
    state = game(perm("p1", "A", probe), _legend("a2", "A"), _bear("a3", "A"),
                 _bear("b1", "B"))
    to(state, "declare_attackers").apply("attack p1=B")
    to(state, "choose_target")
    assert legal(state) == ["target a2"]


TAP = "Tap up to two target creatures your opponents control."


@plays(TAP)
def test_up_to_two_creatures_your_opponents_control() -> None:
    """CR 115.1, 601.2c: "your opponents control" — each target is a creature an opponent
    controls (A's own Bear is never offered); two different ones (115.3), both tapped."""
    state = game(perm("s1", "A", card("Probe", types=["Sorcery"], cost="{U}", text=TAP),
                      Zone.HAND), _bear("a1", "A"), _bear("b1", "B"), _bear("b2", "B"),
                 mana={"A": "{U}"}, step=Step.PRECOMBAT_MAIN)
    to(state, "priority", Step.PRECOMBAT_MAIN, "A")
    play(state, "cast s1")
    assert sorted(legal(state)) == ["target b1", "target b2", "target none"]
    play(state, "target b1")
    assert sorted(legal(state)) == ["target b2", "target none"]
    play(state, "target b2")
    finish(state)
    assert state.permanents["b1"].tapped and state.permanents["b2"].tapped
    assert not state.permanents["a1"].tapped


@plays("Return up to three target creatures your opponents control to their owners' hands.")
def test_return_up_to_three_creatures_your_opponents_control() -> None:
    """CR 115.1, 601.2c: "Return up to three target creatures your opponents control to
    their owners' hands": only B's creatures; one chosen, it returns to B's hand (400.7)."""
    text = ("Return up to three target creatures your opponents control to their owners' "
            "hands.")
    state = game(perm("s1", "A", card("Probe", types=["Sorcery"], cost="{U}", text=text),
                      Zone.HAND), _bear("a1", "A"), _bear("b1", "B"),
                 mana={"A": "{U}"}, step=Step.PRECOMBAT_MAIN)
    to(state, "priority", Step.PRECOMBAT_MAIN, "A")
    play(state, "cast s1")
    assert sorted(legal(state)) == ["target b1", "target none"]
    play(state, "target b1", "target none")
    finish(state)
    assert state.permanents["b1"].zone is Zone.HAND and state.permanents["a1"].zone is \
        Zone.BATTLEFIELD
