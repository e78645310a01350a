""""If that card is a(n) <kind> card, <instruction>" (CR 608.2c, ``sim.text.that_card_text``):
the instruction is done only if the effect's target card is of that kind as it is done (a
changeling card is every creature type, 702.73a)."""

from __future__ import annotations

from played import plays
from test_stack import card, game, perm, play

from sim import GameState, Kw, Step
from sim.model.objects import Zone

TEXT = ("When Warren Pilferers enters the battlefield, return target creature card from your "
        "graveyard to your hand. If that card is a Goblin card, Warren Pilferers gains haste "
        "until end of turn.")
PILFERERS = card("Warren Pilferers", types=["Creature"], subtypes=["Goblin", "Rogue"],
                 cost="{B}", text=TEXT, power=3, toughness=3)
RAIDER = card("Raider", types=["Creature"], subtypes=["Goblin"], cost="{R}", power=2,
              toughness=1)
BEAR = card("Bear", types=["Creature"], subtypes=["Bear"], cost="{G}", power=2, toughness=2)
SHAPER = card("Shaper", types=["Creature"], subtypes=["Shapeshifter"], cost="{U}",
              text="Changeling", power=1, toughness=1)


def _returned(dead: object) -> GameState:
    """A casts Warren Pilferers with ``dead`` its only creature card in A's graveyard; its
    enters trigger returns it (the one target) and resolves."""
    assert not PILFERERS.unsupported
    state = game(perm("w1", "A", PILFERERS, Zone.HAND), perm("d1", "A", dead, Zone.GRAVEYARD),
                 mana={"A": "{B}"}, step=Step.PRECOMBAT_MAIN)
    play(state, "cast w1")
    while state.decision is not None and state.decision.kind in ("priority", "choose_target") \
            and (state.stack or state.decision.kind == "choose_target"):
        play(state, "target d1" if state.decision.kind == "choose_target" else "pass")
    return state


@plays("When Warren Pilferers enters the battlefield, return target creature card from your "
       "graveyard to your hand. If that card is a Goblin card, Warren Pilferers gains haste "
       "until end of turn.")
def test_haste_only_when_the_returned_card_is_a_goblin() -> None:
    """CR 608.2c: the returned card is in A's hand either way (400.7); the Pilferers gain
    haste (702.10) only when that card is a Goblin card: the Raider and a changeling card
    (702.73a: every creature type) do, the Bear doesn't."""
    for dead, hasty in ((RAIDER, True), (SHAPER, True), (BEAR, False)):
        state = _returned(dead)
        assert state.permanents["d1"].zone is Zone.HAND
        assert state.permanents["w1"].zone is Zone.BATTLEFIELD
        assert bool(state.keywords("w1") & Kw.HASTE) is hasty, dead
