"""Playing the top card of one's library (CR 401.2, 601.2a, 601.3, 305.1-2;
``sim.rules.top_permits``, ``sim.rules.top_plays``): "you may cast <kinds> spells | play lands
| play lands and cast spells from the top of your library" and "play with the top card of your
library revealed" — the top card offered as a priority action, with the timing and costs of a
card in hand."""

from __future__ import annotations

from played import plays
from test_library import BEARS, FOREST, GIANT, spell, turn
from test_stack import _default, card, finish, legal, perm, play, to

from sim import GameState, Step
from sim.model.objects import Zone
from sim.rules.top_peek import may_look_at_top
from sim.rules.top_permits import revealed_top, top_object

HORDE = ("Trample\nPlay with the top card of your library revealed.\nYou may cast creature "
         "spells from the top of your library.")
SIGHT = ("Play with the top card of your library revealed.\nYou may play lands and cast spells "
         "from the top of your library.")
SHOCK = card("Shock")


def _on_top(state: GameState, player: str = "A") -> str:
    """The id of the top card of ``player``'s library as the listed actions name it."""
    top = top_object(state, player)
    assert top is not None
    return top.id


def _plays(state: GameState) -> list[str]:
    """The casts and land plays offered now (none when A gets no decision at all)."""
    return [a for a in legal(state) if a.startswith(("cast", "play"))]


def _horde(library: tuple[object, ...], mana: str = "{G}{G}") -> GameState:
    horde = spell(HORDE, "Creature", cost="{5}{G}{G}", power=7, toughness=7)
    return turn(perm("h", "A", horde), library=library, mana=mana)  # type: ignore[arg-type]


@plays("Play with the top card of your library revealed.",
       "You may cast creature spells from the top of your library.")
def test_a_creature_card_on_top_is_cast_from_the_library() -> None:
    """CR 601.2a: the permission lets A cast the creature card on top of A's library: in A's
    main phase (307.1, 601.3: the timing is unchanged) Grizzly Bears is offered beside
    passing, cast for its mana cost (601.2f-h) and resolves onto the battlefield; the next
    card, Forest, a land, is not offered (only creature spells may be cast). The top card is
    revealed to every player (401.2): first the Bears, then the Forest."""
    state = _horde((BEARS, FOREST, GIANT))
    top = revealed_top(state, "A")
    assert top is not None and top.name == "Grizzly Bears"
    bears = _on_top(state)
    assert legal(state) == ["pass", f"cast {bears}"]
    play(state, f"cast {bears}")
    assert state.players["A"].mana.total == 0
    assert state.permanents[bears].zone is Zone.BATTLEFIELD
    assert state.permanents[bears].controller == "A"
    top = revealed_top(state, "A")
    assert top is not None and top.name == "Forest"
    assert revealed_top(state, "B") is None  # B controls no such permanent


def test_only_creature_spells_and_only_with_priority_at_their_speed() -> None:
    """CR 601.2a, 601.3: an instant on top (Shock) may not be cast with "creature spells";
    the Bears on top may not be cast in combat (a creature spell: sorcery speed, 307.1), nor
    without the mana (601.2g-h), nor after the permanent leaves the battlefield (611.3a)."""
    state = _horde((SHOCK, BEARS), mana="{R}{G}")
    assert _plays(state) == []
    state = _horde((BEARS, SHOCK), mana="{G}")
    assert _plays(state) == []  # {1}{G} can't be paid with {G}
    state = _horde((BEARS, SHOCK))
    state.move("h", Zone.GRAVEYARD)
    state.version += 1
    assert _plays(state) == []
    state = _horde((BEARS, SHOCK))
    play(state, "pass")
    to(state, "declare_attackers")
    play(state, "attack none")
    assert state.step is not Step.PRECOMBAT_MAIN
    while state.decision is not None and state.step is not Step.POSTCOMBAT_MAIN:
        assert _plays(state) == []
        _default(state)  # pass, decline


@plays("Play with the top card of your library revealed.",
       "You may play lands and cast spells from the top of your library.")
def test_lands_are_played_and_instants_cast_from_the_top() -> None:
    """CR 305.1, 305.2: a land on top is played as A's land play (116.2a: a special action);
    then the next card, Shock, an instant, may be cast (601.2a) and deals its damage; with
    the land play used, a second land on top would not be offered."""
    sight = spell(SIGHT, "Enchantment", cost="{2}{U}{U}{U}")
    state = turn(perm("fs", "A", sight), library=(FOREST, SHOCK, FOREST), mana="{R}")
    forest = _on_top(state)
    assert f"play {forest}" in legal(state)
    play(state, f"play {forest}")
    assert state.permanents[forest].zone is Zone.BATTLEFIELD
    assert state.players["A"].lands_played == 1
    shock = _on_top(state)
    assert state.permanents[shock].card.name == "Shock"
    assert any(a.startswith(f"cast {shock}") for a in legal(state))
    play(state, f"cast {shock}", "target B")
    finish(state)
    assert state.players["B"].life == 18


@plays("You may play lands from the top of your library.")
def test_a_land_on_top_uses_the_land_play() -> None:
    """CR 305.2: playing a land from the top of the library is the turn's land play: once a
    land was played from the hand, the land on top is not offered; a creature card on top
    never is (only lands may be played)."""
    courser = spell("You may play lands from the top of your library.", "Creature",
                    cost="{1}{G}{G}", power=2, toughness=4)
    state = turn(perm("c", "A", courser), perm("f", "A", FOREST, Zone.HAND),
                 library=(FOREST, BEARS), mana="{G}{G}")
    top = _on_top(state)
    assert f"play {top}" in legal(state) and "play f" in legal(state)
    play(state, "play f")
    assert _plays(state) == []
    state = turn(perm("c", "A", courser), library=(BEARS, FOREST), mana="{G}{G}")
    assert _plays(state) == []


@plays("You may look at the top card of your library any time, and you may play lands from "
       "the top of your library.")
def test_looking_and_playing_lands_in_one_sentence() -> None:
    """CR 401.2: its controller may look at the top card; CR 305.1: and play a land from
    there."""
    radha = spell("You may look at the top card of your library any time, and you may play "
                  "lands from the top of your library.", "Creature", cost="{1}{R}{G}",
                  power=3, toughness=3)
    state = turn(perm("r", "A", radha), library=(FOREST, BEARS))
    assert may_look_at_top(state, "A") and not may_look_at_top(state, "B")
    top = _on_top(state)
    play(state, f"play {top}")
    assert state.permanents[top].zone is Zone.BATTLEFIELD


@plays("You may cast instant and sorcery spells from the top of your library.")
def test_instant_and_sorcery_spells_only() -> None:
    """CR 601.2a: "instant and sorcery spells" — an instant on top is offered, a creature
    card is not."""
    field = spell("You may cast instant and sorcery spells from the top of your library.",
                  "Enchantment", cost="{3}{U}")
    state = turn(perm("pf", "A", field), library=(SHOCK, BEARS), mana="{R}{G}{G}")
    shock = _on_top(state)
    assert any(a.startswith(f"cast {shock}") for a in legal(state))
    state = turn(perm("pf", "A", field), library=(BEARS, SHOCK), mana="{R}{G}{G}")
    assert _plays(state) == []


@plays("You may cast goblin spells from the top of your library.")
def test_spells_of_a_creature_type() -> None:
    """CR 601.2a, 205.3m: "goblin spells" — a Goblin on top may be cast, a Bear may not."""
    goblin = card("Crazed Goblin")
    snoop = spell("You may cast goblin spells from the top of your library.", "Creature",
                  cost="{R}", power=2, toughness=2)
    state = turn(perm("s", "A", snoop), library=(goblin, BEARS), mana="{R}")
    top = _on_top(state)
    assert legal(state) == ["pass", f"cast {top}"]
    state = turn(perm("s", "A", snoop), library=(BEARS, goblin), mana="{R}{G}")
    assert _plays(state) == []


def _offered(text: str, top: object, mana: str = "{U}{U}{G}{G}{R}{R}{R}{R}",
             **source: object) -> bool:
    """Whether A, controlling a permanent with ``text`` (and ``source``'s fields), is offered
    the card ``top`` on top of A's library in A's main phase."""
    permanent = perm("s", "A", spell(text, "Creature", cost="{2}", power=1, toughness=1),
                     **source)
    state = turn(permanent, library=(top, FOREST), mana=mana)  # type: ignore[arg-type]
    return bool(_plays(state))


@plays("You may cast spider spells and noncreature spells from the top of your library.")
def test_spells_of_either_of_two_kinds() -> None:
    """CR 601.2a: "<a> spells and <b> spells" — a spell of either kind: a Spider creature and
    an instant (noncreature, 205.4b) are offered, a Bear is not."""
    text = "You may cast spider spells and noncreature spells from the top of your library."
    spider = card("Spider", types=["Creature"], subtypes=["Spider"], cost="{G}", power=1,
                  toughness=1)
    assert _offered(text, spider) and _offered(text, SHOCK) and not _offered(text, BEARS)


@plays("You may play lands and cast spells with mana value 4 or greater from the top of your "
       "library.")
def test_spells_with_mana_value_four_or_greater() -> None:
    """CR 202.3, 601.2a: Hill Giant (mana value 4) is offered, Grizzly Bears (2) is not; a
    land on top is played (305.1)."""
    text = ("You may play lands and cast spells with mana value 4 or greater from the top of "
            "your library.")
    assert _offered(text, GIANT) and not _offered(text, BEARS) and _offered(text, FOREST)


@plays("You may cast spells with flash or flying from the top of your library.")
def test_spells_with_a_keyword() -> None:
    """CR 601.2a, 702.9: a creature card with flying (Storm Crow) is offered; one without
    (Grizzly Bears) is not."""
    text = "You may cast spells with flash or flying from the top of your library."
    assert _offered(text, card("Storm Crow")) and not _offered(text, BEARS)


@plays("You may cast creature spells of the chosen type from the top of your library.")
def test_creature_spells_of_the_chosen_type() -> None:
    """CR 614.12, 601.2a: with Bear chosen as the permanent entered, Grizzly Bears is offered
    and Hill Giant is not; with no type chosen, none is."""
    text = "You may cast creature spells of the chosen type from the top of your library."
    assert _offered(text, BEARS, chosen="Bear") and not _offered(text, GIANT, chosen="Bear")
    assert not _offered(text, BEARS)


@plays("Whenever you cast an instant or sorcery spell from your library, copy it. You may choose "
       "new targets for the copy.")
def test_a_spell_cast_from_the_library_triggers() -> None:
    """CR 601.2a, 603.2, 707.10: Shock cast from the top of A's library triggers "whenever you
    cast an instant or sorcery spell from your library": its copy and Shock each deal 2 damage
    to B (16); a Shock cast from A's hand does not trigger it (B at 18)."""
    text = ("You may cast instant and sorcery spells from the top of your library.\nWhenever "
            "you cast an instant or sorcery spell from your library, copy it. You may choose "
            "new targets for the copy.")
    melek = spell(text, "Creature", cost="{2}{U}{R}", power=2, toughness=4)
    state = turn(perm("m", "A", melek), library=(SHOCK, FOREST), mana="{R}")
    play(state, f"cast {_on_top(state)}", "target B")
    finish(state)
    assert state.players["B"].life == 16
    state = turn(perm("m", "A", melek), perm("hs", "A", SHOCK, Zone.HAND),
                 library=(FOREST, SHOCK), mana="{R}")
    play(state, "cast hs", "target B")
    finish(state)
    assert state.players["B"].life == 18
