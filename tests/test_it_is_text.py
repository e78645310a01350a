""""If it's a(n) <kind>, <instruction>" / "if that creature is a(n) <kind>, <instruction>"
(CR 608.2c: done only if the object it acts on is of that kind as it is done;
``sim.text.it_is_text``, ``sim.rules.object_conditions``), played in games."""

from __future__ import annotations

from played import plays
from test_library import spell, turn
from test_stack import card, perm, play

from sim import GameState
from sim.model.keywords import Kw
from sim.model.objects import Zone
from sim.text import read_card

BUILT = ("Target creature gets +2/+2 until end of turn. If it's an artifact creature, it gains "
         "indestructible until end of turn.")
SKILL = ("Target creature gets +1/+1 until end of turn. If it's an artifact creature, it gets "
         "+2/+2 until end of turn.")


def _cast_on(text: str, creature_types: list[str], subtypes: tuple[str, ...] = ()) -> GameState:
    """A casts the instant ``text`` on its own 2/2 ``x1`` of ``creature_types``; resolved."""
    x1 = card("Thing", types=creature_types, subtypes=list(subtypes), power=2, toughness=2)
    state = turn(perm("p1", "A", spell(text), Zone.HAND), perm("x1", "A", x1))
    play(state, "cast p1", "target x1")
    while state.stack:  # it resolves
        play(state, "pass")
    return state


@plays("Target creature gets +2/+2 until end of turn. If it's an artifact creature, it gains "
       "indestructible until end of turn.")
def test_only_an_artifact_creature_gains_indestructible() -> None:
    """CR 608.2c, 205.2a: the artifact creature target gets +2/+2 and indestructible; a
    non-artifact creature only +2/+2."""
    art = _cast_on(BUILT, ["Artifact", "Creature"])
    assert art.power("x1") == 4 and art.has("x1", Kw.INDESTRUCTIBLE)
    plain = _cast_on(BUILT, ["Creature"])
    assert plain.power("x1") == 4 and not plain.has("x1", Kw.INDESTRUCTIBLE)


@plays("Target creature gets +1/+1 until end of turn. If it's an artifact creature, it gets "
       "+2/+2 until end of turn.",
       "Target creature gets +2/+2 until end of turn. If it's a Spirit, it gains trample until "
       "end of turn.")
def test_the_bonus_follows_the_kind() -> None:
    """CR 608.2c, 205.3m: +3/+3 in all for an artifact creature, +1/+1 for another; a Spirit
    gains trample, a Bear doesn't."""
    assert _cast_on(SKILL, ["Artifact", "Creature"]).power("x1") == 5
    assert _cast_on(SKILL, ["Creature"]).power("x1") == 3
    growth = ("Target creature gets +2/+2 until end of turn. If it's a Spirit, it gains trample "
              "until end of turn.")
    assert _cast_on(growth, ["Creature"], ("Spirit",)).has("x1", Kw.TRAMPLE)
    assert not _cast_on(growth, ["Creature"], ("Bear",)).has("x1", Kw.TRAMPLE)


def test_instead_and_unknown_kinds_are_not_read() -> None:
    """Only a plain instruction after a known kind: "instead" is another rule (608.2c)."""
    assert read_card("Target creature gets +1/+1 until end of turn. If it's a Warrior, it "
                     "gets +2/+2 instead.", "Axe").unsupported
    assert read_card("Target creature gets +1/+1 until end of turn. If it's a Blorp, it "
                     "gains trample until end of turn.", "Axe").unsupported
