"""The spells a player cast this turn as a condition (CR 601.2i: a spell is cast once it
became cast, the card kept as it was cast in ``Player.cast_this_turn``): "as long as you've
cast an instant or sorcery spell this turn" (611.3a) and "activate only if you've cast a
noncreature spell this turn" (602.5b) — the static condition ``CAST_KIND``, read after "if"
through ``sim.text.static_if``; and "you've cast two or more spells this turn"."""

from __future__ import annotations

from played import plays
from test_library import spell, turn
from test_stack import card, legal, perm, play

from sim import CardDef, GameState
from sim.model.keywords import Kw
from sim.model.objects import Zone

LEAPFROG = "~ has flying as long as you've cast an instant or sorcery spell this turn."
SEEKER = ("{T}: Draw a card, then discard a card. Activate only if you've cast a noncreature "
          "spell this turn.")
STROBE = ("{T}: Create a 1/1 white and blue Knight creature token with vigilance. Activate "
          "only if you've cast two or more spells this turn.")
BEARS = card("Grizzly Bears")


def _creature(text: str) -> CardDef:
    made = card("Frog", types=["Creature"], cost="{U}", power=1, toughness=1, text=text)
    assert not made.unsupported, made.unsupported
    return made


def _after(text: str, *kinds: str) -> GameState:
    """A's main phase with a Frog of ``text``; A casts one "You gain 1 life." spell of each
    of ``kinds`` (a card type), each resolving."""
    hand = [perm(f"p{i}", "A", spell("You gain 1 life.", kind), Zone.HAND)
            for i, kind in enumerate(kinds)]
    state = turn(perm("f1", "A", _creature(text)), *hand, library=(BEARS,) * 3,
                 mana="{U}" * max(len(kinds), 1))
    for p in hand:
        play(state, f"cast {p.id}")
        while state.stack:
            state.apply("pass")
    return state


@plays(LEAPFROG)
def test_flying_once_an_instant_was_cast() -> None:
    """CR 611.3a, 601.2i: the Frog has no flying before A casts an instant; once A cast one
    it has flying (the instant gone to the graveyard still counts: cast this turn)."""
    before = _after(LEAPFROG)
    assert not before.keywords("f1") & Kw.FLYING
    after = _after(LEAPFROG, "Instant")
    assert after.keywords("f1") & Kw.FLYING


@plays(SEEKER)
def test_activation_only_after_a_noncreature_spell() -> None:
    """CR 602.5b: the ability is offered only once A cast a noncreature spell this turn."""
    assert not any(a.startswith("activate f1") for a in legal(_after(SEEKER)))
    assert any(a.startswith("activate f1") for a in legal(_after(SEEKER, "Sorcery")))


@plays(STROBE)
def test_activation_only_after_two_spells() -> None:
    """CR 602.5b, 601.2i: one spell cast this turn: not offered; two: offered."""
    assert not any(a.startswith("activate f1") for a in legal(_after(STROBE, "Instant")))
    assert any(a.startswith("activate f1") for a in legal(_after(STROBE, "Instant", "Instant")))
