"""Keyword abilities of permanents read as the triggered ability their rule words in full
(``sim.text.keyword_triggers``): afterlife (CR 702.135), and the keywords with no effect in a
game (partner and its variants, 702.124)."""

from __future__ import annotations

import attrs
from boards import creature
from played import plays
from test_stack import blocks, card, finish, game, perm

from sim import CardDef
from sim.model.keywords import Kw
from sim.model.objects import Zone
from sim.text.card_reader import read_card
from sim.text.render import text


def keyword(name: str, power: int, toughness: int, text_: str) -> CardDef:
    return card(name, power=power, toughness=toughness, text=text_)


def tokens(state: object, controller: str, name: str) -> list[str]:
    return [p.id for p in state.battlefield()  # type: ignore[attr-defined]
            if p.controller == controller and name in p.card.subtypes]


# --- the reading ---------------------------------------------------------------------------------

def test_a_keyword_reads_as_its_rules_ability_and_renders_back_as_the_keyword() -> None:
    reading = read_card("Afterlife 2 (When this creature dies, create two 1/1 white and black "
                        "Spirit creature tokens with flying.)", "Ghost")
    assert reading.status == "full"
    [ability] = reading.triggered
    assert ability.keyword == "afterlife 2" and ability.event == "Died"
    assert text(ability) == "afterlife 2"
    assert text(attrs.evolve(ability, keyword="")) == \
        "when ~ dies, create 2 1/1 white and black spirit creature tokens with flying"


def test_a_keyword_whose_model_is_not_its_rule_does_not_render_as_the_keyword() -> None:
    """The round trip: a ``Triggered`` marked "afterlife 3" whose program makes two Spirits is
    not afterlife 3."""
    [two] = read_card("Afterlife 2", "Ghost").triggered
    wrong = attrs.evolve(two, text="Afterlife 3", keyword="afterlife 3")
    assert text(wrong) != "afterlife 3"


# --- afterlife (702.135) ------------------------------------------------------------------------

AFTERLIFE = keyword("Ghost", 2, 2, "Afterlife 2 (When this creature dies, create two 1/1 white "
                    "and black Spirit creature tokens with flying.)")


@plays("Afterlife 2")
def test_afterlife_makes_flying_spirits_when_the_creature_dies() -> None:
    """CR 702.135a: when the creature with afterlife 2 is put into a graveyard from the
    battlefield (blocked by a 4/4), its controller creates two 1/1 white and black Spirit
    tokens with flying."""
    state = game(perm("g1", "A", AFTERLIFE), creature("b1", "B", 4, 4))
    finish(blocks(state, "g1=B", "b1=g1"))
    assert state.permanents["g1"].zone is Zone.GRAVEYARD
    spirits = tokens(state, "A", "Spirit")
    assert len(spirits) == 2
    spirit = state.permanents[spirits[0]].card
    assert (spirit.power, spirit.toughness, set(spirit.colors)) == (1, 1, {"W", "B"})
    assert state.has(spirits[0], Kw.FLYING)
    assert not tokens(state, "B", "Spirit")


@plays("Afterlife 1")
def test_each_instance_of_afterlife_triggers_separately() -> None:
    """CR 702.135b: two instances of afterlife 1 trigger separately: two Spirits; a creature
    that survives makes none."""
    twice = keyword("Ghosts", 2, 2, "Afterlife 1\nAfterlife 1")
    state = game(perm("g1", "A", twice), perm("g2", "A", keyword("Other", 2, 5, "Afterlife 1")),
                 creature("b1", "B", 4, 4))
    finish(blocks(state, "g1=B", "b1=g1"))
    assert len(tokens(state, "A", "Spirit")) == 2


# --- keywords with no effect in a game (702.124) ------------------------------------------------

@plays("Partner", "Choose a Background", "Doctor's companion", "Friends forever")
def test_partner_and_its_variants_change_nothing_in_a_game() -> None:
    """CR 702.124a: partner modifies the rules for deck construction in the Commander variant
    and functions before the game begins; friends forever, choose a Background and Doctor's
    companion are variants of it (702.124). In a game the creature plays exactly as one
    without them: the same combat, the same result."""
    results = []
    for text_ in ("Partner", "Choose a Background", "Doctor's companion", "Friends forever",
                  ""):
        body = keyword("Commander", 3, 3, text_) if text_ else card("Commander", power=3,
                                                                      toughness=3)
        assert body.unsupported == ()
        state = game(perm("c1", "A", body), creature("b1", "B", 2, 2))
        finish(blocks(state, "c1=B", "b1=c1"))
        results.append((state.outcome().life, sorted(state.outcome().died)))
    assert all(r == results[-1] for r in results)
    assert results[-1][1] == ["b1"]
