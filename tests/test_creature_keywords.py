"""Creature keywords that stand for a triggered ability the rules word in full, read through
``sim.text.keyword_triggers`` (issue 29, keywords and counters): for Mirrodin! (CR 702.163)."""

from __future__ import annotations

from played import plays
from test_stack import card, finish, game, perm, play, to

from sim import CardDef, Step
from sim.model.objects import Zone
from sim.text.card_reader import read_card
from sim.text.render import text


def tokens(state: object, controller: str, name: str) -> list[str]:
    return [p.id for p in state.battlefield()  # type: ignore[attr-defined]
            if p.controller == controller and name in p.card.subtypes]


# --- for Mirrodin! (702.163) --------------------------------------------------------------------

def rebel_equipment(text_: str) -> CardDef:
    return card("Halberd", types=["Artifact"], subtypes=["Equipment"], cost="{0}", text=text_)


def test_for_mirrodin_reads_as_its_rule_and_renders_back() -> None:
    reading = read_card("For Mirrodin! (When this Equipment enters, create a 2/2 red Rebel "
                        "creature token, then attach this to it.)\nEquip {3}", "Halberd")
    assert reading.status == "full"
    [ability] = reading.triggered
    assert ability.keyword == "for mirrodin!" and ability.event == "Entered"
    assert text(ability) == "for mirrodin!"


@plays("For Mirrodin!")
def test_for_mirrodin_makes_a_rebel_and_equips_it() -> None:
    """CR 702.163a: when the Equipment enters, its controller creates a 2/2 red Rebel creature
    token, then attaches the Equipment to it (301.5): the Rebel is a 3/2 with the Equipment's
    +1/+0."""
    halberd = rebel_equipment("For Mirrodin!\nEquipped creature gets +1/+0.\nEquip {2}")
    state = game(perm("h1", "A", halberd, Zone.HAND), step=Step.PRECOMBAT_MAIN)
    to(state, "priority", Step.PRECOMBAT_MAIN, "A")
    finish(play(state, "cast h1"))
    [rebel] = tokens(state, "A", "Rebel")
    r = state.permanents[rebel]
    assert r.card.colors == ("R",) and r.card.subtypes == ("Rebel",)
    assert state.permanents["h1"].attached_to == rebel
    assert (state.power(rebel), state.toughness(rebel)) == (3, 2)
