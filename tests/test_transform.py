"""Transforming double-faced cards (CR 701.28, 712): a permanent turns over to its back face
(``CardDef.back``) and back, staying the same object — its counters, damage and status kept
(712.8d-e) — by an activated ability, and the werewolves' upkeep triggers with their
intervening "if" about the spells cast last turn (603.4)."""

from __future__ import annotations

from typing import Any

import pytest
from played import plays

import mtgsim
from cards.coverage import faces, status
from sim import GameState
from sim.model.card import CardDef
from sim.model.errors import ScenarioError
from sim.model.events import CardDrawn, Transformed
from sim.model.objects import Zone
from sim.text import build_card

FRONT_TEXT = ("At the beginning of each upkeep, if no spells were cast last turn, transform "
              "Village Ironsmith.")
BACK_TEXT = ("At the beginning of each upkeep, if a player cast two or more spells last turn, "
             "transform Ironfang.")


def wolf(front: str = FRONT_TEXT, back: str = BACK_TEXT) -> dict[str, Any]:
    """A werewolf (Village Ironsmith // Ironfang's characteristics, its texts ``front`` and
    ``back``): a 1/1 whose back face is a 3/1."""
    return {"name": "Village Ironsmith", "subtypes": ["Human", "Werewolf"], "power": 1,
            "toughness": 1, "colors": ["red"], "cost": "{1}{R}", "text": front,
            "back": {"name": "Ironfang", "subtypes": ["Werewolf"], "power": 3, "toughness": 1,
                     "colors": ["red"], "text": back}}


GIFT = {"name": "Gift", "types": ["Instant"], "cost": "{0}", "text": "You gain 1 life."}


def game(actions: list[dict[str, Any]], hand: int = 0, limit: int = 2,
         **fields: Any) -> GameState:
    """A game from A's precombat main phase of turn 1, to the end of turn ``limit``, A with the
    werewolf ``w1`` (``fields`` over its state) and ``hand`` Gifts, playing ``actions``."""
    return mtgsim.load({
        "active_player": "A", "step": "precombat main", "until": "end of game",
        "turn_limit": limit,
        "players": {"A": {"library": 10, "hand": [{**GIFT, "id": f"g{i}"} for i in range(hand)]},
                    "B": {"library": 10}},
        "permanents": [{"id": "w1", "controller": "A", **wolf(), **fields}],
        "combat": {"actions": actions}})


def flips(state: GameState) -> list[tuple[int, str]]:
    """(turn, face name) of each time w1 transformed, in order."""
    return [(turn, e.name) for turn, e in _events_by_turn(state) if isinstance(e, Transformed)]


def _events_by_turn(state: GameState) -> list[tuple[int, Any]]:
    from sim.model.events import TurnBegan
    turn, out = 1, []
    for e in state.events:
        if isinstance(e, TurnBegan):
            turn = e.turn
        out.append((turn, e))
    return out


@plays("At the beginning of each upkeep, if no spells were cast last turn, transform "
       "Village Ironsmith.")
def test_a_werewolf_transforms_after_a_turn_without_spells() -> None:
    """CR 701.28a, 603.4 (an intervening "if": checked as it triggers and as it resolves),
    712.8e: at the upkeep after a turn in which nobody cast a spell, the werewolf transforms —
    the same object, now a 3/1 named Ironfang with its back face's abilities; after a turn
    in which a spell was cast, it doesn't."""
    quiet = game([], limit=2)
    mtgsim.play(quiet)
    assert flips(quiet) == [(2, "Ironfang")]
    w = quiet.permanents["w1"]
    assert w.card.name == "Ironfang" and (quiet.power("w1"), quiet.toughness("w1")) == (3, 1)
    assert w.front is not None and w.front.name == "Village Ironsmith"
    assert w.zone is Zone.BATTLEFIELD and w.moves == 0  # not a new object (400.7)
    busy = game([{"step": "precombat_main", "player": "A", "cast": "g0"}], hand=1, limit=2)
    mtgsim.play(busy)
    assert flips(busy) == [] and busy.permanents["w1"].card.name == "Village Ironsmith"
    assert busy.players["A"].life == 21  # the spell was cast and resolved


@plays("{0}: Transform Village Ironsmith.",
       "At the beginning of each upkeep, if a player cast two or more spells last turn, "
       "transform Ironfang.")
def test_the_back_face_transforms_back_after_two_spells() -> None:
    """CR 701.28a, 603.4, 712.8d: transformed by its activated ability in turn 1, the werewolf
    (now Ironfang) turns back into Village Ironsmith at the next upkeep because a player cast
    two spells in turn 1; with one spell cast it stays Ironfang."""
    text = "{0}: Transform Village Ironsmith.\n" + FRONT_TEXT
    for spells, expected in ((2, [(1, "Ironfang"), (2, "Village Ironsmith")]),
                             (1, [(1, "Ironfang")])):
        actions = [{"step": "precombat_main", "player": "A", "activate": "w1", "ability": 0}]
        actions += [{"step": "precombat_main", "player": "A", "cast": f"g{i}"}
                    for i in range(spells)]
        state = mtgsim.load({
            "active_player": "A", "step": "precombat main", "until": "end of game",
            "turn_limit": 2,
            "players": {"A": {"library": 10, "hand": [{**GIFT, "id": f"g{i}"}
                                                       for i in range(spells)]},
                        "B": {"library": 10}},
            "permanents": [{"id": "w1", "controller": "A", **wolf(front=text)}],
            "combat": {"actions": actions}})
        mtgsim.play(state)
        assert flips(state) == expected


@plays("{2}: Transform Village Ironsmith.")
def test_damage_counters_and_status_persist_through_transforming() -> None:
    """CR 712.8e, 701.28a, 400.7: transforming doesn't make a new object — the +1/+1 counter,
    the damage marked on it and its tapped status stay; its power and toughness are the back
    face's (3/1) with the counter (4/2), so 1 damage doesn't destroy it; the front face's
    ability is gone (712.8e: only the back face's characteristics)."""
    text = "{2}: Transform Village Ironsmith."
    state = mtgsim.load({
        "active_player": "A", "step": "precombat main", "until": "end of combat",
        "players": {"A": {"library": 10, "mana": "{2}"}, "B": {"library": 10}},
        "permanents": [{"id": "w1", "controller": "A", **wolf(front=text), "tapped": True,
                        "damage": 1, "counters": {"+1/+1": 1}}],
        "combat": {"actions": [{"step": "precombat_main", "player": "A", "activate": "w1",
                                "ability": 0}]}})
    mtgsim.play(state)  # to the end of combat: the damage is still marked (514.2)
    w = state.permanents["w1"]
    assert w.card.name == "Ironfang" and w.zone is Zone.BATTLEFIELD
    assert w.damage == 1 and w.counters == {"+1/+1": 1} and w.tapped
    assert (state.power("w1"), state.toughness("w1")) == (4, 2)
    assert not w.card.activated  # the back face has no "{2}: transform" (712.8e)


@plays("{0}: Transform Village Ironsmith.")
def test_an_ability_transforms_its_permanent_once_since_it_was_put_on_the_stack() -> None:
    """CR 701.28f: two activations of "{0}: Transform ~" on the stack: the first to resolve
    transforms it; the other, put on the stack before it transformed, does nothing — it ends
    as its back face, not its front."""
    text = "{0}: Transform Village Ironsmith."
    act = {"step": "precombat_main", "player": "A", "activate": "w1", "ability": 0}
    state = mtgsim.load({
        "active_player": "A", "step": "precombat main", "until": "end of turn",
        "players": {"A": {"library": 10}, "B": {"library": 10}},
        "permanents": [{"id": "w1", "controller": "A", **wolf(front=text)}],
        "combat": {"actions": [act, act]}})
    mtgsim.play(state)
    assert [e.name for e in state.events if isinstance(e, Transformed)] == ["Ironfang"]
    assert state.permanents["w1"].card.name == "Ironfang"


def test_a_transformed_permanent_leaving_the_battlefield_is_its_front_face() -> None:
    """CR 712.8a, 400.7: a transformed permanent put into a graveyard is a new object, its
    front face up; its counters gone."""
    state = game([], limit=2, counters={"+1/+1": 1})
    mtgsim.play(state)
    assert state.permanents["w1"].card.name == "Ironfang"
    state.move("w1", Zone.GRAVEYARD)
    w = state.permanents["w1"]
    assert w.card.name == "Village Ironsmith" and w.front is None and w.counters == {}


def test_a_card_knows_its_back_face_and_counts_both_for_coverage() -> None:
    """CR 712.2: the back face is read by the same compiler; a transforming card is ``full``
    only when both faces run (``cards.coverage.status``)."""
    def fail(field: str, message: str) -> Exception:
        return ScenarioError("test", field, message)

    card = build_card(wolf(), fail)
    assert isinstance(card.back, CardDef) and card.back.name == "Ironfang"
    assert card.back.power == 3 and card.back.supported == (BACK_TEXT,)
    assert faces(card) == (card, card.back) and status(card) == "full"
    half = build_card(wolf(back="Ironfang can't block unless it's a blue moon."), fail)
    assert status(half) == "partial"  # the front runs, the back doesn't
    with pytest.raises(ScenarioError, match="back.power"):
        build_card({**wolf(), "back": {"name": "Ironfang", "toughness": 1}}, fail)
    with pytest.raises(ScenarioError, match="back"):
        build_card({**wolf(), "back": "Ironfang"}, fail)


# --- day and night (CR 726), daybound and nightbound (702.145) -------------------------------

DAYBOUND = ("Daybound (If a player cast no spells during their own turn, it becomes night next "
            "turn.)")
NIGHTBOUND = ("Nightbound (If a player cast at least two spells during their own turn, it "
              "becomes day next turn.)")


def ruffian() -> dict[str, Any]:
    """Tavern Ruffian // Tavern Smasher's characteristics: a 2/5 daybound, a 6/5 nightbound."""
    return {"name": "Tavern Ruffian", "subtypes": ["Human", "Warrior", "Werewolf"],
            "power": 2, "toughness": 5, "colors": ["red"], "cost": "{3}{R}", "text": DAYBOUND,
            "back": {"name": "Tavern Smasher", "subtypes": ["Werewolf"], "power": 6,
                     "toughness": 5, "colors": ["red"], "text": NIGHTBOUND}}


def day_game(actions: list[dict[str, Any]], hand: int = 0, limit: int = 2,
             **root: Any) -> GameState:
    """A game from A's precombat main phase of turn 1 to the end of turn ``limit``, A with the
    daybound ``r1`` and ``hand`` Gifts."""
    return mtgsim.load({
        "active_player": "A", "step": "precombat main", "until": "end of game",
        "turn_limit": limit,
        "players": {"A": {"library": 10, "hand": [{**GIFT, "id": f"g{i}"} for i in range(hand)]},
                    "B": {"library": 10}},
        "permanents": [{"id": "r1", "controller": "A", **ruffian()}],
        "combat": {"actions": actions}, **root})


def _changes(state: GameState) -> list[tuple[int, str]]:
    from sim.model.events import DayNightChanged
    return [(turn, e.designation) for turn, e in _events_by_turn(state)
            if isinstance(e, DayNightChanged)]


@plays("Daybound", "Nightbound")
def test_day_becomes_night_after_a_turn_without_spells() -> None:
    """CR 702.145c: a permanent with daybound makes it day (it was neither, 726.1); CR 502.2,
    726.2: as turn 2's untap step begins, the previous turn's active player (A) cast no spells,
    so it becomes night, and the daybound permanent transforms into its nightbound face
    (702.145b); with a spell cast by A in turn 1 it stays day; a spell B cast in A's turn
    doesn't count."""
    quiet = day_game([])
    assert quiet.day_night == "day"
    mtgsim.play(quiet)
    assert _changes(quiet) == [(1, "day"), (2, "night")]
    r = quiet.permanents["r1"]
    assert r.card.name == "Tavern Smasher" and (quiet.power("r1"), quiet.toughness("r1")) == (6, 5)
    busy = day_game([{"step": "precombat_main", "player": "A", "cast": "g0"}], hand=1)
    mtgsim.play(busy)
    assert _changes(busy) == [(1, "day")] and busy.permanents["r1"].card.name == "Tavern Ruffian"
    # only the previous turn's active player's spells count: B's instant in A's turn doesn't
    other = mtgsim.load({
        "active_player": "A", "step": "precombat main", "until": "end of game", "turn_limit": 2,
        "players": {"A": {"library": 10}, "B": {"library": 10, "hand": [{**GIFT, "id": "b0"}]}},
        "permanents": [{"id": "r1", "controller": "A", **ruffian()}],
        "combat": {"actions": [{"step": "precombat_main", "player": "B", "cast": "b0"}]}})
    mtgsim.play(other)
    assert other.players["B"].life == 21 and _changes(other) == [(1, "day"), (2, "night")]


@plays("Nightbound")
def test_night_becomes_day_after_two_spells_by_the_active_player() -> None:
    """CR 502.2, 726.2: by night (a daybound permanent listed then is its nightbound face,
    702.145b), if the previous turn's active player cast two or more spells it becomes day,
    and the nightbound permanent transforms back (702.145e); one spell isn't enough."""
    for spells, expected in ((2, "Tavern Ruffian"), (1, "Tavern Smasher")):
        state = day_game([{"step": "precombat_main", "player": "A", "cast": f"g{i}"}
                          for i in range(spells)], hand=spells, day_night="night")
        assert state.permanents["r1"].card.name == "Tavern Smasher"
        mtgsim.play(state)
        assert state.permanents["r1"].card.name == expected
        assert state.day_night == ("day" if spells == 2 else "night")


@plays("Daybound")
def test_a_daybound_creature_cast_at_night_enters_transformed() -> None:
    """CR 702.145b: cast while it is night, a daybound creature spell resolves and enters the
    battlefield with its nightbound face up (a 6/5 Tavern Smasher), never its front face:
    no transform event, no day."""
    state = mtgsim.load({
        "active_player": "A", "step": "precombat main", "until": "end of turn",
        "day_night": "night",
        "players": {"A": {"library": 10, "mana": "{3}{R}",
                          "hand": [{**ruffian(), "id": "r2"}]}, "B": {"library": 10}},
        "combat": {"actions": [{"step": "precombat_main", "player": "A", "cast": "r2"}]}})
    mtgsim.play(state)
    r = state.permanents["r2"]
    assert r.zone is Zone.BATTLEFIELD and r.card.name == "Tavern Smasher"
    assert r.front is not None and r.front.name == "Tavern Ruffian"
    assert state.day_night == "night" and _changes(state) == []


@plays("Daybound", "{0}: Transform Village Ironsmith.")
def test_a_daybound_permanent_transforms_only_by_day_and_night() -> None:
    """CR 702.145b: a permanent with daybound can't be transformed except by its daybound
    ability: "transform ~" does nothing to it."""
    text = DAYBOUND + "\n{0}: Transform Village Ironsmith."
    state = mtgsim.load({
        "active_player": "A", "step": "precombat main", "until": "end of turn",
        "players": {"A": {"library": 10}, "B": {"library": 10}},
        "permanents": [{"id": "w1", "controller": "A", **wolf(front=text)}],
        "combat": {"actions": [{"step": "precombat_main", "player": "A", "activate": "w1",
                                "ability": 0}]}})
    mtgsim.play(state)
    assert state.permanents["w1"].card.name == "Village Ironsmith"
    assert not [e for e in state.events if isinstance(e, Transformed)]


def test_day_night_must_be_day_or_night() -> None:
    """A scenario's ``day_night`` is "day" or "night" (CR 726)."""
    with pytest.raises(ScenarioError, match="day_night"):
        mtgsim.load({"players": {"A": {}, "B": {}}, "day_night": "dusk"})


SAGE_TEXT = ("If it's neither day nor night, it becomes day as Firmament Sage enters.\n"
             "Whenever day becomes night or night becomes day, draw a card.")
SAGE = {"name": "Firmament Sage", "subtypes": ["Human", "Wizard"], "power": 2, "toughness": 1,
        "colors": ["blue"], "cost": "{3}{U}", "text": SAGE_TEXT}


@plays("If it's neither day nor night, it becomes day as Firmament Sage enters.",
       "Whenever day becomes night or night becomes day, draw a card.")
def test_a_creature_makes_it_day_as_it_enters_and_draws_as_day_and_night_change() -> None:
    """CR 726.1: cast while it is neither, the creature makes it day as it enters — that is
    not "day becomes night or night becomes day", so nothing triggers; CR 502.2, 726.2: with
    it on the battlefield by day, A casting no spell in turn 1 makes it night in turn 2, and
    its controller draws a card (603.2)."""
    cast = mtgsim.load({
        "active_player": "A", "step": "precombat main", "until": "end of turn",
        "players": {"A": {"library": 10, "mana": "{3}{U}", "hand": [{**SAGE, "id": "s1"}]},
                    "B": {"library": 10}},
        "combat": {"actions": [{"step": "precombat_main", "player": "A", "cast": "s1"}]}})
    assert cast.day_night == ""
    mtgsim.play(cast)
    assert cast.permanents["s1"].zone is Zone.BATTLEFIELD
    assert cast.day_night == "day" and _changes(cast) == [(1, "day")]
    assert not [e for e in cast.events if isinstance(e, CardDrawn)]
    night = mtgsim.load({
        "active_player": "A", "step": "precombat main", "until": "end of game",
        "turn_limit": 2, "day_night": "day",
        "players": {"A": {"library": 10}, "B": {"library": 10}},
        "permanents": [{"id": "s1", "controller": "A", **SAGE}]})
    mtgsim.play(night)
    assert _changes(night) == [(2, "night")]
    drawn = [(turn, e.player) for turn, e in _events_by_turn(night) if isinstance(e, CardDrawn)]
    assert drawn == [(2, "A"), (2, "B")]  # A's trigger in B's upkeep, then B's draw step


@plays("Whenever this creature enters or transforms into Village Ironsmith, you gain 1 life.",
       "When this creature transforms into Ironfang, you gain 2 life.",
       "{0}: Transform Ironfang.")
def test_triggers_as_it_enters_or_transforms_into_a_face() -> None:
    """CR 603.6a, 701.28a: transformed by its ability, the back face's "transforms into ~"
    triggers (+2: the ability of the face now up), the front's doesn't; transformed back,
    the front face's "enters or transforms into ~" triggers (+1). Cast and resolved, the
    card entering triggers it too (+1)."""
    front = ("{0}: Transform Village Ironsmith.\n"
             "Whenever this creature enters or transforms into Village Ironsmith, you gain 1 life.")
    back = "{0}: Transform Ironfang.\nWhen this creature transforms into Ironfang, you gain 2 life."
    act = {"player": "A", "activate": "w1", "ability": 0}
    state = mtgsim.load({
        "active_player": "A", "step": "precombat main", "until": "end of turn",
        "players": {"A": {"library": 10}, "B": {"library": 10}},
        "permanents": [{"id": "w1", "controller": "A", **wolf(front=front, back=back)}],
        "combat": {"actions": [{"step": "precombat_main", **act},
                               {"step": "postcombat_main", **act}]}})
    mtgsim.play(state)
    assert [e.name for e in state.events if isinstance(e, Transformed)] == [
        "Ironfang", "Village Ironsmith"]
    assert state.players["A"].life == 23
    cast = mtgsim.load({
        "active_player": "A", "step": "precombat main", "until": "end of turn",
        "players": {"A": {"library": 10, "mana": "{1}{R}",
                          "hand": [{**wolf(front=front, back=back), "id": "w2"}]},
                    "B": {"library": 10}},
        "combat": {"actions": [{"step": "precombat_main", "player": "A", "cast": "w2"}]}})
    mtgsim.play(cast)
    assert cast.permanents["w2"].zone is Zone.BATTLEFIELD and cast.players["A"].life == 21


@plays("Whenever this creature enters or transforms into Huntmaster, create a 2/2 green Wolf "
       "creature token and you gain 2 life.")
def test_huntmaster_enters_and_makes_a_wolf() -> None:
    """CR 603.6a, 111.1: Huntmaster of the Fells' front face (named Huntmaster here): as it
    enters (cast and resolved), its controller creates a 2/2 green Wolf and gains 2 life."""
    text = ("Whenever this creature enters or transforms into Huntmaster, create a 2/2 green "
            "Wolf creature token and you gain 2 life.")
    hunt = {"name": "Huntmaster", "subtypes": ["Human", "Werewolf"], "power": 2,
            "toughness": 2, "colors": ["green"], "cost": "{2}{G}{G}", "text": text, "id": "h1"}
    state = mtgsim.load({
        "active_player": "A", "step": "precombat main", "until": "end of turn",
        "players": {"A": {"library": 10, "mana": "{2}{G}{G}", "hand": [hunt]},
                    "B": {"library": 10}},
        "combat": {"actions": [{"step": "precombat_main", "player": "A", "cast": "h1"}]}})
    mtgsim.play(state)
    wolves = [p for p in state.permanents.values() if p.token and p.zone is Zone.BATTLEFIELD]
    assert [(w.card.name, w.card.power, w.controller) for w in wolves] == [("Wolf Token", 2, "A")]
    assert state.players["A"].life == 22


BLINK = ("{0}: Exile Village Ironsmith, then return it to the battlefield transformed under its "
         "owner's control. Activate only as a sorcery.")


@plays("{0}: Exile Village Ironsmith, then return it to the battlefield transformed under its "
       "owner's control. Activate only as a sorcery.")
def test_exile_then_return_transformed() -> None:
    """CR 712.14, 400.7: exiled and returned transformed, it is a new object with its back face
    up (Ironfang), under its owner's control: its counters and damage gone, untapped and
    summoning sick (302.6). A single-faced card stays in exile (712.14a)."""
    act = {"step": "precombat_main", "player": "A", "activate": "w1", "ability": 0}
    state = mtgsim.load({
        "active_player": "A", "step": "precombat main", "until": "end of combat",
        "players": {"A": {"library": 10}, "B": {"library": 10}},
        "permanents": [{"id": "w1", "controller": "A", **wolf(front=BLINK), "damage": 1,
                        "counters": {"+1/+1": 1}}],
        "combat": {"actions": [act]}})
    mtgsim.play(state)
    w = state.permanents["w1"]
    assert w.zone is Zone.BATTLEFIELD and w.card.name == "Ironfang" and w.moves == 2
    assert w.front is not None and w.front.name == "Village Ironsmith"
    assert w.counters == {} and w.damage == 0 and w.sick and w.controller == "A"
    assert not [e for e in state.events if isinstance(e, Transformed)]  # it never transformed
    plain = {k: v for k, v in wolf(front=BLINK).items() if k != "back"}
    single = mtgsim.load({
        "active_player": "A", "step": "precombat main", "until": "end of combat",
        "players": {"A": {"library": 10}, "B": {"library": 10}},
        "permanents": [{"id": "w1", "controller": "A", **plain}],
        "combat": {"actions": [act]}})
    mtgsim.play(single)
    assert single.permanents["w1"].zone is Zone.EXILE


@plays("When Village Ironsmith dies, return it to the battlefield tapped and transformed under "
       "its owner's control.",
       "When this creature dies, return it to the battlefield transformed under its owner's "
       "control.")
def test_a_dying_card_returns_transformed() -> None:
    """CR 712.14, 400.7, 603.10a: the card dies (lethal damage, 704.5g) and its dies trigger
    returns it from the graveyard with its back face up (Ironfang), a new object without its
    counters — tapped when the ability says so; a single-faced card stays in the graveyard
    (712.14a)."""
    for text, tapped in (("When Village Ironsmith dies, return it to the battlefield tapped and "
                          "transformed under its owner's control.", True),
                         ("When this creature dies, return it to the battlefield transformed "
                          "under its owner's control.", False)):
        for two_faced in (True, False):
            card = wolf(front=text)
            if not two_faced:
                del card["back"]
            state = mtgsim.load({
                "active_player": "A", "step": "precombat main", "until": "end of turn",
                "players": {"A": {"library": 10}, "B": {"library": 10}},
                "permanents": [{"id": "w1", "controller": "A", **card,
                                "counters": {"+1/+1": 1}, "damage": 2}]})
            mtgsim.play(state)
            w = state.permanents["w1"]
            if not two_faced:
                assert w.zone is Zone.GRAVEYARD
                continue
            assert w.zone is Zone.BATTLEFIELD and w.card.name == "Ironfang"
            assert w.tapped is tapped and w.counters == {} and w.damage == 0


def test_a_transformed_permanent_has_its_front_face_s_mana_value() -> None:
    """CR 712.8e: the back face has no mana cost, but the permanent's mana value is its front
    face's ({1}{R}: 2)."""
    from sim.rules.casting import _mana_value

    state = game([], limit=2)
    mtgsim.play(state)
    assert state.permanents["w1"].card.name == "Ironfang" and state.permanents["w1"].card.cost == ""
    assert _mana_value(state, "w1") == 2


@plays("When Harvest Hand dies, return it to the battlefield transformed under your control.")
def test_a_dying_card_returns_transformed_under_your_control() -> None:
    """CR 712.14, 110.2a, 603.3a: "under your control" is the dies trigger's controller's (who
    controlled the creature as it died): a card B owns that A controlled returns transformed
    under A's control; "under its owner's control", under B's."""
    from test_library import turn

    from sim.model.objects import Permanent
    from sim.text.card_fields import build_card

    for text, controller in (("When Harvest Hand dies, return it to the battlefield transformed "
                              "under your control.", "A"),
                             ("When Harvest Hand dies, return it to the battlefield transformed "
                              "under its owner's control.", "B")):
        card = build_card({**wolf(front=text), "name": "Harvest Hand"},
                          lambda field, message: ValueError(field + message))
        state = turn(Permanent("w1", "A", card, owner="B", damage=2))
        while state.decision is not None and state.step.name == "PRECOMBAT_MAIN":
            state.apply("pass")
        w = state.permanents["w1"]
        assert w.zone is Zone.BATTLEFIELD and w.card.name == "Ironfang"
        assert w.controller == controller and w.owner == "B"
