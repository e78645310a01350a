"""Library searches, round 2 (CR 701.23a-c, 701.24a; ``sim.text.search_rules``,
``sim.rules.searching``, ``sim.text.render_search``): "up to x <kind> cards, where x is
<count>" (107.3, 608.2h: counted as the search is carried out); "a forest card and a plains
card", "an island card, a swamp card, and a mountain card" (a card of each kind, 701.23b);
"with mana value equal to 1 plus the sacrificed creature's mana value | less than or equal to
<count>" (202.3, 608.2h)."""

from __future__ import annotations

from played import plays
from test_library import BEARS, FOREST, GIANT, ISLAND, names, spell, turn
from test_stack import card, events, finish, legal, perm, play, to

from sim import CardDef, GameState, Permanent
from sim.model.events import CardFound
from sim.model.objects import Zone
from sim.text.effect_text import read_effect

PLAINS = card("Plains")


def cast_probe(text: str, kind: str, library: tuple[CardDef, ...],
               lands: tuple[Permanent, ...] = ()) -> GameState:
    """A casts the inline ``text`` from hand with ``lands`` (any permanents) on the
    battlefield."""
    state = turn(perm("p1", "A", spell(text, kind), Zone.HAND), *lands, library=library)
    play(state, "cast p1")
    return state


def _lands(state: GameState) -> list[tuple[str, bool]]:
    return sorted((p.card.name, p.tapped) for p in state.battlefield()
                  if p.owner == "A" and "Land" in p.card.types)


WHERE_LANDS = ("Search your library for up to X basic land cards, where X is the number of "
               "lands you control, put them onto the battlefield tapped, then shuffle.")


@plays("Search your library for up to X basic land cards, where X is the number of lands you "
       "control, put them onto the battlefield tapped, then shuffle.")
def test_up_to_x_where_x_is_the_lands_you_control() -> None:
    """CR 107.3, 608.2h, 701.23b: A controls two lands as the spell resolves: X is 2, so A
    finds at most two basic lands (each a choose_card; a third is never asked) and they enter
    tapped; the library is shuffled."""
    lands = (perm("l1", "A", FOREST), perm("l2", "A", ISLAND))
    state = cast_probe(WHERE_LANDS, kind="Sorcery", library=(FOREST, GIANT, ISLAND, FOREST),
                       lands=lands)
    to(state, "choose_card")
    assert legal(state) == ["card Forest", "card Island", "card none"]
    play(state, "card Forest")
    to(state, "choose_card")
    play(state, "card Island")
    finish(state)
    assert _lands(state) == [("Forest", False), ("Forest", True), ("Island", False),
                             ("Island", True)]
    assert sorted(names(state)) == ["Forest", "Hill Giant"]  # no third land found
    alone = cast_probe(WHERE_LANDS, kind="Sorcery", library=(FOREST, GIANT),
                       lands=(perm("l1", "A", FOREST),))
    finish(play(to(alone, "choose_card"), "card none"))  # "up to": none may be found
    assert _lands(alone) == [("Forest", False)]


@plays("Search your library for up to X basic land cards, where X is the greatest power among "
       "creatures you control. Put those cards onto the battlefield tapped, then shuffle.")
def test_up_to_x_where_x_is_the_greatest_power_two_sentences() -> None:
    """CR 107.3, 608.2h, 208.1: the greatest power among A's creatures (Hill Giant 3, Grizzly
    Bears 2) is 3: three basic lands found, the fourth stays; with no creature, X is 0 and
    nothing is asked."""
    text = ("Search your library for up to X basic land cards, where X is the greatest power "
            "among creatures you control. Put those cards onto the battlefield tapped, then "
            "shuffle.")
    state = cast_probe(text, kind="Sorcery", library=(FOREST, ISLAND, PLAINS, FOREST),
                       lands=(perm("g", "A", GIANT), perm("b", "A", BEARS)))
    for pick in ("Forest", "Island", "Plains"):
        play(to(state, "choose_card"), f"card {pick}")
    finish(state)
    assert _lands(state) == [("Forest", True), ("Island", True), ("Plains", True)]
    assert names(state) == ["Forest"]
    none = finish(cast_probe(text, kind="Sorcery", library=(FOREST, ISLAND)))
    assert _lands(none) == [] and sorted(names(none)) == ["Forest", "Island"]


def test_where_x_reads_only_a_count_of_the_game() -> None:
    """CR 107.3: "up to x ... cards, where x is <count>" is read before "put ... onto the
    battlefield | into the hand"; an X of "it" (no object named) is not read."""
    assert not read_effect(WHERE_LANDS).unsupported
    assert read_effect(WHERE_LANDS.replace("the number of lands you control",
                                           "its power")).unsupported
    assert read_effect(WHERE_LANDS.replace("put them onto the battlefield tapped",
                                           "exile them")).unsupported


EACH_TAPPED = ("Search your library for a Forest card and a Plains card, put them onto the "
               "battlefield tapped, then shuffle.")


@plays("Search your library for a Forest card and a Plains card, put them onto the "
       "battlefield tapped, then shuffle.")
def test_a_card_of_each_kind_enters_tapped() -> None:
    """CR 701.23a-b: one Forest card and one Plains card, each a choose_card of its own kind
    (a stated quality: "none" may be answered); a card that is both (a Forest Plains) may be
    either one, and is then found once. Both enter tapped; the library is shuffled."""
    state = cast_probe(EACH_TAPPED, "Sorcery", library=(ISLAND, FOREST, PLAINS, FOREST))
    to(state, "choose_card")
    assert legal(state) == ["card Forest", "card none"]
    play(state, "card Forest")
    to(state, "choose_card")
    assert legal(state) == ["card Plains", "card none"]
    finish(play(state, "card Plains"))
    assert _lands(state) == [("Forest", True), ("Plains", True)]
    assert sorted(names(state)) == ["Forest", "Island"]
    savannah = card("Savannah", types=["Land"], subtypes=["Forest", "Plains"])
    both = cast_probe(EACH_TAPPED, "Sorcery", library=(savannah, GIANT))
    play(to(both, "choose_card"), "card Savannah")  # the Forest card: no Plains card is left
    finish(both)
    assert _lands(both) == [("Savannah", True)] and names(both) == ["Hill Giant"]


@plays("Search your library for an Island card, a Swamp card, and a Mountain card. Reveal "
       "those cards, put them into your hand, then shuffle.")
def test_three_kinds_into_the_hand_one_missed() -> None:
    """CR 701.23a-b, 608.2c (the two sentences one instruction): no Swamp card is in the
    library, so nothing is asked of it; A may still decline the Mountain card ("none") and
    find only the Island card, revealed into the hand."""
    text = ("Search your library for an Island card, a Swamp card, and a Mountain card. Reveal "
            "those cards, put them into your hand, then shuffle.")
    mountain = card("Mountain")
    state = cast_probe(text, "Sorcery", library=(mountain, ISLAND, GIANT))
    play(to(state, "choose_card"), "card Island")
    to(state, "choose_card")
    assert legal(state) == ["card Mountain", "card none"]
    finish(play(state, "card none"))
    hand = [p.card.name for p in state.permanents.values() if p.owner == "A"
            and p.zone is Zone.HAND]
    assert hand == ["Island"] and sorted(names(state)) == ["Hill Giant", "Mountain"]
    assert [e.revealed for e in events(state, CardFound)] == [True]


POD = ("{1}, {T}, Sacrifice a creature: Search your library for a creature card with mana value "
       "equal to 1 plus the sacrificed creature's mana value, put that card onto the battlefield, "
       "then shuffle. Activate only as a sorcery.")
CENTAUR = card("Centaur", types=["Creature"], cost="{2}{G}", power=3, toughness=3)


@plays("{1}, {T}, Sacrifice a creature: Search your library for a creature card with mana value "
       "equal to 1 plus the sacrificed creature's mana value, put that card onto the "
       "battlefield, then shuffle. Activate only as a sorcery.")
def test_one_plus_the_sacrificed_creatures_mana_value() -> None:
    """CR 202.3, 601.2h, 608.2h: Grizzly Bears (mana value 2) is sacrificed to pay the cost;
    as the ability resolves the search finds a creature card of mana value exactly 3 (the
    Centaur; not Hill Giant, 4, nor the other Bears, 2), which enters the battlefield."""
    pod = card("Pod", types=["Artifact"], text=POD)
    state = turn(perm("pod", "A", pod), perm("b", "A", BEARS),
                 library=(GIANT, CENTAUR, BEARS, FOREST))
    play(state, "activate pod 0")
    to(state, "choose_card")
    assert legal(state) == ["card Centaur", "card none"]
    finish(play(state, "card Centaur"))
    assert [p.card.name for p in state.battlefield() if p.owner == "A"
            and "Creature" in p.card.types] == ["Centaur"]
    assert state.permanents["b"].zone is Zone.GRAVEYARD
    assert sorted(names(state)) == ["Forest", "Grizzly Bears", "Hill Giant"]


@plays("Search your library for a card with mana value less than or equal to the number of "
       "lands you control, reveal it, put it into your hand, then shuffle.")
def test_mana_value_at_most_the_lands_you_control() -> None:
    """CR 202.3, 608.2h, 701.23b: with two lands, a card of mana value 2 or less: Grizzly
    Bears and Forest (0) may be found, not the Centaur (3) nor Hill Giant (4); a stated
    quality: "none" may be answered."""
    text = ("Search your library for a card with mana value less than or equal to the number "
            "of lands you control, reveal it, put it into your hand, then shuffle.")
    state = cast_probe(text, "Sorcery", library=(GIANT, CENTAUR, BEARS, FOREST),
                       lands=(perm("l1", "A", FOREST), perm("l2", "A", ISLAND)))
    to(state, "choose_card")
    assert legal(state) == ['card "Grizzly Bears"', "card Forest", "card none"]
    finish(play(state, 'card "Grizzly Bears"'))
    assert [p.card.name for p in state.permanents.values() if p.owner == "A"
            and p.zone is Zone.HAND] == ["Grizzly Bears"]
    assert [e.revealed for e in events(state, CardFound)] == [True]


@plays("Search your library for a creature card with power 2 or less, reveal it, put it into "
       "your hand, then shuffle.")
def test_power_two_or_less_reads_a_defining_ability_in_the_library() -> None:
    """CR 208.1, 701.23b: a creature card with power 2 or less: Grizzly Bears (2), not Hill
    Giant (3); 604.3: a characteristic-defining ability works in the library too — the Lander
    (power equal to the lands its owner controls) is 1 with one land, 3 with three."""
    text = ("Search your library for a creature card with power 2 or less, reveal it, put it "
            "into your hand, then shuffle.")
    lander = card("Lander", types=["Creature"], cost="{G}", power=0, toughness=0,
                  text="This creature's power and toughness are each equal to the number of "
                       "lands you control.")
    assert not lander.unsupported
    one = cast_probe(text, "Sorcery", library=(GIANT, lander, BEARS),
                     lands=(perm("l1", "A", FOREST),))
    to(one, "choose_card")
    assert legal(one) == ["card Lander", 'card "Grizzly Bears"', "card none"]
    finish(play(one, "card Lander"))
    assert [p.card.name for p in one.permanents.values() if p.zone is Zone.HAND] == ["Lander"]
    three = cast_probe(text, "Sorcery", library=(GIANT, lander, BEARS),
                       lands=tuple(perm(f"l{i}", "A", FOREST) for i in range(3)))
    to(three, "choose_card")
    assert legal(three) == ['card "Grizzly Bears"', "card none"]


@plays("Search your library for a creature card with power or toughness 6 or greater, reveal "
       "it, put it into your hand, then shuffle.")
def test_power_or_toughness_six_or_greater() -> None:
    """CR 208.1, 701.23b: either one is enough: the 1/6 Wall and the 6/1 Brute, not the 5/5
    Beast (nor Hill Giant)."""
    text = ("Search your library for a creature card with power or toughness 6 or greater, "
            "reveal it, put it into your hand, then shuffle.")
    wall, brute, beast = (card(n, types=["Creature"], cost="{4}", power=p, toughness=t)
                          for n, p, t in (("Wall", 1, 6), ("Brute", 6, 1), ("Beast", 5, 5)))
    state = cast_probe(text, "Sorcery", library=(GIANT, wall, beast, brute))
    to(state, "choose_card")
    assert legal(state) == ["card Wall", "card Brute", "card none"]
    finish(play(state, "card Brute"))
    assert [p.card.name for p in state.permanents.values() if p.zone is Zone.HAND] == ["Brute"]


@plays("Search your library for a land card with a basic land type, put it onto the "
       "battlefield tapped, then shuffle.")
def test_a_land_card_with_a_basic_land_type() -> None:
    """CR 205.3i, 701.23b: a nonbasic land with a basic land type (Savannah: Forest Plains) may
    be found, and a basic Forest; a Gate (no basic land type) may not."""
    text = ("Search your library for a land card with a basic land type, put it onto the "
            "battlefield tapped, then shuffle.")
    savannah = card("Savannah", types=["Land"], subtypes=["Forest", "Plains"])
    gate = card("Gate", types=["Land"], subtypes=["Gate"])
    state = cast_probe(text, "Sorcery", library=(gate, savannah, FOREST))
    to(state, "choose_card")
    assert legal(state) == ["card Savannah", "card Forest", "card none"]
    finish(play(state, "card Savannah"))
    assert _lands(state) == [("Savannah", True)]


@plays("Search your library for up to two Forest cards and reveal them. Put one of them onto "
       "the battlefield tapped and the other into your hand, then shuffle.")
def test_cultivates_split_in_two_sentences() -> None:
    """CR 701.23a, 608.2c: the two sentences are one instruction: two Forest cards found and
    revealed, the one chosen enters tapped, the other goes to the hand; the Giant stays."""
    text = ("Search your library for up to two Forest cards and reveal them. Put one of them "
            "onto the battlefield tapped and the other into your hand, then shuffle.")
    savannah = card("Savannah", types=["Land"], subtypes=["Forest", "Plains"])
    state = cast_probe(text, "Sorcery", library=(GIANT, FOREST, savannah))
    play(to(state, "choose_card"), "card Forest")
    play(to(state, "choose_card"), "card Savannah")
    to(state, "choose_card")
    assert legal(state) == ["card Forest", "card Savannah"]
    finish(play(state, "card Savannah"))
    assert _lands(state) == [("Savannah", True)]
    assert [p.card.name for p in state.permanents.values() if p.zone is Zone.HAND] == ["Forest"]
    assert names(state) == ["Hill Giant"]


@plays("Search your library for a creature card with defender, reveal it, put it into your "
       "hand, then shuffle.")
def test_a_creature_card_with_defender() -> None:
    """CR 702.3, 113.6, 701.23b: the card's own keyword: the Wall (defender) may be found, not
    the Bears nor a creature whose defender is only conditional."""
    text = ("Search your library for a creature card with defender, reveal it, put it into "
            "your hand, then shuffle.")
    wall = card("Wall", types=["Creature"], cost="{1}", power=0, toughness=4, text="Defender")
    sometimes = card("Sometimes", types=["Creature"], cost="{1}", power=1, toughness=1,
                     text="This creature has defender as long as you control an Island.")
    state = cast_probe(text, "Sorcery", library=(BEARS, sometimes, wall))
    to(state, "choose_card")
    assert legal(state) == ["card Wall", "card none"]
    finish(play(state, "card Wall"))
    assert [p.card.name for p in state.permanents.values() if p.zone is Zone.HAND] == ["Wall"]


@plays("Search your library for an artifact card with mana value 2 or 3, reveal it, put it "
       "into your hand, then shuffle.")
def test_mana_value_two_or_three() -> None:
    """CR 202.3, 701.23b: an artifact card of mana value 2 or of 3 (Talisman 2, Cage 3), not
    Ring (1) nor Colossus (4)."""
    text = ("Search your library for an artifact card with mana value 2 or 3, reveal it, put "
            "it into your hand, then shuffle.")
    two, three, one, four = (card(n, types=["Artifact"], cost=c) for n, c in (
        ("Talisman", "{2}"), ("Cage", "{3}"), ("Ring", "{1}"), ("Colossus", "{4}")))
    state = cast_probe(text, "Sorcery", library=(one, two, four, three))
    to(state, "choose_card")
    assert legal(state) == ["card Talisman", "card Cage", "card none"]
    finish(play(state, "card Cage"))
    assert [p.card.name for p in state.permanents.values() if p.zone is Zone.HAND] == ["Cage"]
