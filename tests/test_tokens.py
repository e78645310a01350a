"""sim.rules.tokens: creating tokens (CR 111), putting objects onto the battlefield, tapped or
attacking (508.4), "enters with N +1/+1 counters" (614.1c) and "enters tapped [unless ...]"
(614.1d), on a land played, a permanent spell resolving and a token alike."""

from __future__ import annotations

from typing import Any

import pytest
from boards import board, creature, planeswalker, with_combat
from played import plays

import mtgsim
from sim import CardDef, GameState, Kw, Permanent, Step, Zone, check_state_based_actions
from sim.model.abilities import ENTERS_WITH_COUNTERS
from sim.model.events import AttackerDeclared, Entered
from sim.model.objects import PLUS
from sim.rules.tokens import create_token, enter_battlefield, enters_with_counters, token_card
from sim.text import build_card
from sim.text.oracle import read_text
from sim.text.static_text import parse_text

OOZE = token_card(3, 3, ["green"], ["Ooze"])
ANGEL = token_card(4, 4, ["W"], ["Angel"], Kw.FLYING)


def entered(state: GameState) -> list[Entered]:
    return [e for e in state.events if isinstance(e, Entered)]


def test_token_card_describes_the_token() -> None:
    """CR 111.4: "a 3/3 green Ooze creature token" is named Ooze Token, a green creature with
    the subtype Ooze and no mana cost (111.3)."""
    expected = CardDef("Ooze Token", types=("Creature",), subtypes=("Ooze",), colors=("G",),
                       power=3, toughness=3)
    assert expected == OOZE
    assert ANGEL.keywords == Kw.FLYING and ANGEL.colors == ("W",)
    assert token_card(1, 1, [], ["Spirit"], name="Spirit").name == "Spirit"


def test_create_tokens() -> None:
    """CR 111.1-111.2: the creating player owns and controls each token; tokens are
    summoning sick (302.6), untapped by default; ids are deterministic and distinct."""
    state = board(creature("x", "A"))
    ids = create_token(state, "A", OOZE, count=2)
    assert ids == ["A:token:1", "A:token:2"]
    for pid in ids:
        tok = state.permanents[pid]
        assert tok.token and tok.zone is Zone.BATTLEFIELD
        assert tok.controller == tok.owner == "A" and tok.sick and not tok.tapped
        assert state.power(pid) == 3 and state.is_creature(pid)
    assert [(e.permanent, e.controller, e.attacking) for e in entered(state)] == [
        ("A:token:1", "A", None), ("A:token:2", "A", None)]
    assert entered(state)[0].to_json() == {"kind": "enters", "step": state.step,
                                           "permanent": "A:token:1", "controller": "A",
                                           "attacking": None}


def test_token_ids_are_never_reused() -> None:
    """A token that left the battlefield ceases to exist (704.5d); the next token gets a new
    id, so an id in the log never names two objects."""
    state = board()
    first = create_token(state, "B", OOZE)[0]
    state.move(first, Zone.GRAVEYARD)
    check_state_based_actions(state)
    assert first not in state.permanents
    assert create_token(state, "B", OOZE) == ["B:token:2"]


def test_tapped_tokens_with_counters() -> None:
    state = board()
    (pid,) = create_token(state, "A", OOZE, tapped=True, counters={PLUS: 2})
    assert state.permanents[pid].tapped
    assert (state.power(pid), state.toughness(pid)) == (5, 5)


@plays("This creature enters with a +1/+1 counter on it.")
def test_enters_with_counters_is_read_from_the_text() -> None:
    """CR 614.1c: "This creature enters with N +1/+1 counters on it" (and the older "enters
    the battlefield with") is a parameter the front end reads; tokens and cards put onto the
    battlefield get the counters (Servant of the Scale: 0/0, "enters with a +1/+1 counter")."""
    assert parse_text("This creature enters with two +1/+1 counters on it.").params == \
        frozenset([(ENTERS_WITH_COUNTERS, "2")])
    assert parse_text("Walker enters the battlefield with 3 +1/+1 counters on it.",
                      "Walker").params == frozenset([(ENTERS_WITH_COUNTERS, "3")])
    reading = read_text("This creature enters with a +1/+1 counter on it.", "Servant")
    assert reading.status == "full"
    servant = build_card({"name": "Servant of the Scale", "power": 0, "toughness": 0,
                          "subtypes": ["Human", "Soldier"], "colors": ["G"],
                          "text": "This creature enters with a +1/+1 counter on it."},
                         lambda f, m: ValueError(f"{f}: {m}"))
    state = board()
    (pid,) = create_token(state, "A", servant)
    assert enters_with_counters(state, pid) == 1
    assert state.permanents[pid].counters == {PLUS: 1}
    assert (state.power(pid), state.toughness(pid)) == (1, 1)
    check_state_based_actions(state)  # a 0/0 without the counter would die (704.5f)
    assert state.permanents[pid].zone is Zone.BATTLEFIELD


def test_enter_battlefield_from_hand() -> None:
    """A card put onto the battlefield from a hand (a flash creature resolving) is a new object
    (400.7): summoning sick, no damage, its enters-with counters; an ``Entered`` event."""
    card = CardDef("Hydra", power=0, toughness=0,
                   params=frozenset([(ENTERS_WITH_COUNTERS, "4")]))
    state = board()
    state.add_unknown_cards("A", Zone.HAND, 1)
    pid = "A:hand:1"
    state.permanents[pid].card = card
    state.permanents[pid].damage = 3
    enter_battlefield(state, pid, "A")
    perm = state.permanents[pid]
    assert perm.zone is Zone.BATTLEFIELD and perm.sick and perm.damage == 0 and not perm.token
    assert state.power(pid) == 4
    assert [e.permanent for e in entered(state)] == [pid]
    with pytest.raises(ValueError, match="already on the battlefield"):
        enter_battlefield(state, pid, "A")


def test_a_token_entering_attacking_is_attacking_but_was_never_declared() -> None:
    """CR 508.4: put onto the battlefield attacking (Geist of Saint Traft's "create a 4/4 white
    Angel creature token with flying that's tapped and attacking"): it is an attacking
    creature, never declared as an attacker — no ``AttackerDeclared`` event, so "whenever ~
    attacks" doesn't trigger — and it deals combat damage; it wasn't attacking when
    blockers were declared, so it is unblocked."""
    state = board(creature("geist", "A", 2, 2), creature("b1", "B", 1, 1)).start()
    state.apply("attack geist=B")
    assert state.step is Step.DECLARE_BLOCKERS and state.combat is not None
    declared = state.combat.attacks_declared
    (angel,) = create_token(state, "A", ANGEL, tapped=True, attacking="B")
    assert state.combat.attackers[angel] == "B" and state.permanents[angel].tapped
    assert state.combat.attacks_declared == declared
    assert not state.permanents[angel].attacked_this_turn
    assert [e.attacker for e in state.events if isinstance(e, AttackerDeclared)] == ["geist"]
    assert entered(state)[0].attacking == "B"
    state.apply("block b1=geist")
    while state.decision is not None:
        state.apply(state.legal_actions()[0])
    assert state.players["B"].life == 16  # the Angel's 4; the Geist was blocked


def test_a_token_can_enter_attacking_a_planeswalker() -> None:
    state = with_combat(board(creature("a1", "A"), planeswalker("pw", "B", 5)), {"a1": "B"},
                        step=Step.DECLARE_ATTACKERS)
    (pid,) = create_token(state, "A", OOZE, attacking="pw")
    assert state.combat is not None and state.combat.attackers[pid] == "pw"
    assert not state.permanents[pid].tapped  # only "tapped and attacking" taps it


def test_entering_attacking_needs_a_combat_and_a_target() -> None:
    state = board()
    with pytest.raises(ValueError, match="only during combat"):
        create_token(state, "A", OOZE, attacking="B")
    with_combat(state, {})
    with pytest.raises(ValueError, match="neither a player nor a planeswalker"):
        create_token(state, "A", OOZE, attacking="nobody")
    assert state.permanents == {}


# --- "enters tapped [unless ...]" (CR 614.1d, 614.12) -------------------------------------------

#: a nonbasic land with two basic land types (CR 305.8), and a legendary creature (205.4d)
TUNDRA = {"name": "Tundra", "types": ["Land"], "subtypes": ["Plains", "Island"]}
LEGEND = {"name": "Legend", "supertypes": ["Legendary"], "power": 2, "toughness": 2}


def land_played(text: str, *others: tuple[str, str | dict[str, Any]],
                life: dict[str, int] | None = None,
                players: tuple[str, ...] = ("A", "B")) -> Permanent:
    """A plays a land whose Oracle text is ``text`` in its precombat main phase, with
    ``others`` ((controller, card name or inline card) pairs) on the battlefield; the land as
    it entered."""
    lands = {"name": "Testland", "types": ["Land"], "text": text}
    table: dict[str, Any] = {p: {"life": (life or {}).get(p, 20)} for p in players}
    table["A"]["hand"] = [lands]
    state = mtgsim.load({"active_player": "A", "step": "precombat main", "players": table,
                         "permanents": [{"id": f"o{i}", "controller": who,
                                         **({"card": c} if isinstance(c, str) else c)}
                                        for i, (who, c) in enumerate(others)]})
    assert not state.permanents["A:hand:1"].card.unsupported
    state.apply('play "A:hand:1"')
    played = state.permanents["A:hand:1"]
    assert played.zone is Zone.BATTLEFIELD
    return played


@plays("This land enters tapped.", "Testland enters the battlefield tapped.")
def test_a_land_that_enters_tapped_is_played_tapped_and_makes_no_mana_that_turn() -> None:
    """CR 614.1d: "~ enters tapped" is a replacement effect on its entering: played (305.1)
    it is on the battlefield tapped, so its mana ability ({T}) can't pay for a spell that
    turn; a land without it enters untapped."""
    for text in ("This land enters tapped.\n{T}: Add {G}.",
                 "Testland enters the battlefield tapped.\n{T}: Add {G}."):
        assert land_played(text).tapped
    assert not land_played("{T}: Add {G}.").tapped
    for text, castable in (("This land enters tapped.\n{T}: Add {G}.", False),
                           ("{T}: Add {G}.", True)):
        kid = {"name": "Kid", "cost": "{G}", "power": 1, "toughness": 1}
        lands = {"name": "Testland", "types": ["Land"], "text": text}
        state = mtgsim.load({"active_player": "A", "step": "precombat main", "permanents": [],
                             "players": {"A": {"hand": [lands, kid]}, "B": {}}})
        state.apply('play "A:hand:1"')
        assert ('cast "A:hand:2"' in [str(a) for a in state.legal_actions()]) is castable


@plays("This artifact enters tapped.", "This creature enters tapped.")
def test_a_permanent_spell_and_a_token_that_enter_tapped() -> None:
    """CR 614.1d and 608.3: a permanent spell that "enters tapped" becomes a tapped permanent
    as it resolves; a token of a card with it is created tapped (111.1); a creature that
    enters tapped can't block (509.1a) until it untaps."""
    relic = {"name": "Relic", "types": ["Artifact"], "cost": "{1}",
             "text": "This artifact enters tapped.\n{T}: Add {C}."}
    state = mtgsim.load({"active_player": "A", "step": "precombat main", "permanents": [],
                         "players": {"A": {"hand": [relic], "mana": "{1}"}, "B": {}}})
    state.apply('cast "A:hand:1"')
    while state.permanents["A:hand:1"].zone is not Zone.BATTLEFIELD:
        state.apply("pass")
    assert state.permanents["A:hand:1"].tapped
    sleeper = build_card({"name": "Sleeper", "power": 2, "toughness": 2,
                          "text": "This creature enters tapped."}, ValueError)
    assert not sleeper.unsupported
    state = board()
    (pid,) = create_token(state, "A", sleeper)
    assert state.permanents[pid].tapped
    (untapped,) = create_token(state, "A", OOZE)
    assert not state.permanents[untapped].tapped


@plays("This land enters tapped unless you control two or fewer other lands.",
       "This land enters tapped unless you control two or more other lands.")
def test_fast_and_slow_lands_count_the_other_lands_you_control() -> None:
    """CR 614.1d and 614.12: the condition of "enters tapped unless you control two or fewer
    / two or more other lands" is checked as it enters, counting only its controller's
    lands other than itself: the fast land is untapped beside two lands, tapped beside three;
    the slow land the other way round; an opponent's lands don't count."""
    fast = "This land enters tapped unless you control two or fewer other lands."
    slow = "This land enters tapped unless you control two or more other lands."
    two = (("A", "Forest"), ("A", "Plains"))
    three = (*two, ("A", "Island"))
    assert not land_played(fast).tapped
    assert not land_played(fast, *two).tapped
    assert land_played(fast, *three).tapped
    assert not land_played(fast, *two, ("B", "Island"), ("B", "Swamp")).tapped
    assert land_played(slow).tapped
    assert land_played(slow, ("A", "Forest"), ("B", "Island")).tapped
    assert not land_played(slow, *two).tapped
    assert not land_played(slow, *three).tapped


@plays("If you control two or more other lands, Testland enters the battlefield tapped.")
def test_a_land_that_enters_tapped_if_you_control_two_or_more_other_lands() -> None:
    """CR 614.1d and 614.12: "if you control two or more other lands, ~ enters tapped" is
    the slow land's condition the other way round: untapped beside one land (an opponent's
    don't count), tapped beside two."""
    cave = "If you control two or more other lands, Testland enters the battlefield tapped."
    assert not land_played(cave).tapped
    assert not land_played(cave, ("A", "Forest"), ("B", "Forest"), ("B", "Island")).tapped
    assert land_played(cave, ("A", "Forest"), ("A", "Island")).tapped


@plays("This land enters tapped unless you control three or more other Forests.")
def test_a_land_that_counts_the_other_lands_of_its_type() -> None:
    """CR 614.1d, 614.12 and 305.6: "unless you control three or more other Forests" counts
    its controller's permanents with the land type Forest, itself not among them: tapped
    beside two Forests (and a Plains), untapped beside three."""
    cabin = "This land enters tapped unless you control three or more other Forests."
    two = (("A", "Forest"), ("A", "Forest"), ("A", "Plains"), ("B", "Forest"))
    assert land_played(cabin, *two).tapped
    assert not land_played(cabin, *two, ("A", "Forest")).tapped


@plays("This land enters tapped unless you control a Plains or an Island.",
       "This land enters tapped unless you control an Island.")
def test_a_check_land_looks_for_its_land_types() -> None:
    """CR 614.1d, 614.12 and 305.6: "unless you control a Plains or an Island" looks for a
    permanent of either land type its controller controls: untapped beside a Plains or an
    Island, tapped beside a Forest or with the opponent's Plains only."""
    check = "This land enters tapped unless you control a Plains or an Island."
    assert not land_played(check, ("A", "Plains")).tapped
    assert not land_played(check, ("A", "Island")).tapped
    assert not land_played(check, ("A", TUNDRA)).tapped
    assert land_played(check, ("A", "Forest")).tapped
    assert land_played(check, ("B", "Plains")).tapped
    assert land_played(check).tapped
    castle = "This land enters tapped unless you control an Island."
    assert not land_played(castle, ("A", "Island")).tapped
    assert land_played(castle, ("A", "Plains")).tapped


@plays("This land enters tapped unless you control a basic land.",
       "This land enters tapped unless you control two or more basic lands.",
       "This land enters tapped unless you control a legendary creature.")
def test_lands_that_look_for_basic_lands_or_a_legendary_creature() -> None:
    """CR 614.1d, 614.12 and 205.4: "basic lands" are lands with the supertype basic (a
    Forest counts, a nonbasic land doesn't); "a legendary creature" is one its controller
    controls."""
    one = "This land enters tapped unless you control a basic land."
    two = "This land enters tapped unless you control two or more basic lands."
    legend = "This land enters tapped unless you control a legendary creature."
    assert not land_played(one, ("A", "Forest")).tapped
    assert land_played(one, ("A", TUNDRA)).tapped  # a land, not a basic one
    assert land_played(one, ("B", "Forest")).tapped
    assert land_played(two, ("A", "Forest")).tapped
    assert not land_played(two, ("A", "Forest"), ("A", "Forest")).tapped
    assert land_played(legend, ("A", "Grizzly Bears")).tapped
    assert not land_played(legend, ("A", LEGEND)).tapped
    assert land_played(legend, ("B", LEGEND)).tapped


@plays("This land enters tapped unless a player has 13 or less life.",
       "This land enters tapped unless you have two or more opponents.")
def test_lands_that_look_at_life_totals_and_opponents() -> None:
    """CR 614.1d and 614.12: "unless a player has 13 or less life" holds when any player
    (its controller too) has 13 life or less; "unless you have two or more opponents" holds
    in a game of three players (102.2), never in a two-player game."""
    life = "This land enters tapped unless a player has 13 or less life."
    assert land_played(life).tapped
    assert land_played(life, life={"A": 14, "B": 14}).tapped
    assert not land_played(life, life={"B": 13}).tapped
    assert not land_played(life, life={"A": 5}).tapped
    many = "This land enters tapped unless you have two or more opponents."
    assert land_played(many).tapped
    assert not land_played(many, players=("A", "B", "C")).tapped


CHANCERY = {"name": "Azorius Chancery", "types": ["Land"],
            "text": "Azorius Chancery enters the battlefield tapped.\nWhen Azorius Chancery "
                    "enters the battlefield, return a land you control to its owner's hand.\n"
                    "{T}: Add {W}{U}."}


def bounce_land_played(*others: tuple[str, str]) -> GameState:
    """A plays Azorius Chancery beside ``others``; played on until its trigger asks which land
    to return, or to the end of the main phase's choices."""
    state = mtgsim.load({"active_player": "A", "step": "precombat main",
                         "players": {"A": {"hand": [CHANCERY]}, "B": {}},
                         "permanents": [{"id": f"o{i}", "controller": who, "card": name}
                                        for i, (who, name) in enumerate(others)]})
    assert not state.permanents["A:hand:1"].card.unsupported
    state.apply('play "A:hand:1"')
    while state.decision is not None and state.decision.kind == "priority" and \
            state.stack:
        state.apply("pass")
    return state


@plays("When Azorius Chancery enters the battlefield, return a land you control to its "
       "owner's hand.",
       "When this land enters, return a land you control to its owner's hand.")
def test_a_bounce_land_returns_a_land_its_controller_chooses() -> None:
    """CR 603.6a, 400.7 and 614.1d: a land played enters the battlefield, so its "when ~
    enters" ability triggers; as it resolves its controller chooses a land they control (the
    bounce land itself among them; not another player's land, not a creature: no target,
    115.1) and it goes to its owner's hand. The Chancery itself entered tapped; with no other
    land it returns itself, with no choice to make."""
    state = bounce_land_played(("A", "Plains"), ("A", "Grizzly Bears"), ("B", "Island"))
    assert state.decision is not None and state.decision.kind == "choose_return"
    assert [str(a) for a in state.legal_actions()] == ['return o0', 'return "A:hand:1"']
    state.apply("return o0")
    plains, chancery = state.permanents["o0"], state.permanents["A:hand:1"]
    assert plains.zone is Zone.HAND and plains.controller == "A"
    assert chancery.zone is Zone.BATTLEFIELD and chancery.tapped
    assert state.permanents["o2"].zone is Zone.BATTLEFIELD  # B's Island stays
    alone = bounce_land_played(("A", "Grizzly Bears"))
    assert alone.permanents["A:hand:1"].zone is Zone.HAND  # no other land: itself
    assert alone.players["A"].lands_played == 1
    plain = {"name": "Bouncer", "types": ["Land"],
             "text": "When this land enters, return a land you control to its owner's hand."}
    state = mtgsim.load({"active_player": "A", "step": "precombat main",
                         "players": {"A": {"hand": [plain]}, "B": {}},
                         "permanents": [{"id": "f", "controller": "A", "card": "Forest"}]})
    state.apply('play "A:hand:1"')
    while state.decision is not None and state.decision.kind == "priority" and state.stack:
        state.apply("pass")
    state.apply('return "A:hand:1"')
    assert state.permanents["A:hand:1"].zone is Zone.HAND
    assert state.permanents["f"].zone is Zone.BATTLEFIELD
