"""The pump family's creatures narrowed by a quality or named by a type (issue 29, h13;
``sim.text.pump_rules``, ``sim.model.pump_verbs.narrowed``): a static ability's "legendary |
untapped | nontoken creatures you control", "creature tokens [you control]" (CR 611.3, 205.4d,
110.5, 111.1), and a resolving effect's "dragon | artifact creatures [you control] get +N/+N
until end of turn" (CR 205.3m, 205.2a, 115.10, 611.2c)."""

from __future__ import annotations

from typing import Any

from played import plays
from test_becoming import end_turn
from test_pump import board, creature

from sim import GameState
from sim.model.keywords import Kw
from sim.text.card_reader import read_card
from sim.text.effect_text import read_effect
from sim.text.render import round_trips


def _enchantment(card_text: str) -> dict[str, Any]:
    return {"id": "anthem", "controller": "A", "name": "Probe", "types": ["Enchantment"],
            "text": card_text}


def _pt(state: GameState, pid: str) -> tuple[int, int]:
    return state.power(pid), state.toughness(pid)


@plays("Legendary creatures you control get +1/+1.",
       "Other legendary creatures you control get +1/+1.")
def test_only_legendary_creatures_you_control_get_the_bonus() -> None:
    """CR 611.3, 205.4d: A's legendary creature gets +1/+1; A's nonlegendary one and B's
    legendary one don't. "Other": the legendary source itself is left out."""
    state = board(_enchantment("Legendary creatures you control get +1/+1."),
                  creature("hero", "A", 2, 2, supertypes=["Legendary"]),
                  creature("bear", "A", 2, 2),
                  creature("foe", "B", 2, 2, supertypes=["Legendary"]))
    assert (_pt(state, "hero"), _pt(state, "bear"), _pt(state, "foe")) == \
        ((3, 3), (2, 2), (2, 2))
    lord = creature("lord", "A", 1, 1, "Other legendary creatures you control get +1/+1.",
                    supertypes=["Legendary"])
    state = board(lord, creature("hero", "A", 2, 2, supertypes=["Legendary"]),
                  creature("bear", "A", 2, 2))
    assert (_pt(state, "lord"), _pt(state, "hero"), _pt(state, "bear")) == \
        ((1, 1), (3, 3), (2, 2))


@plays("Untapped creatures you control get +0/+2.")
def test_the_bonus_follows_the_tapped_state() -> None:
    """CR 611.3, 110.5: the untapped creature gets +0/+2; once it attacks (tapped, 508.1f) it
    no longer does; the creature already tapped never did."""
    state = board(_enchantment("Untapped creatures you control get +0/+2."),
                  creature("bear", "A", 2, 2), creature("tired", "A", 2, 2, tapped=True))
    assert (_pt(state, "bear"), _pt(state, "tired")) == ((2, 4), (2, 2))
    while state.decision is not None and str(state.decision.kind) != "declare_attackers":
        state.apply("pass")
    state.apply("attack bear=B")
    assert state.permanents["bear"].tapped and _pt(state, "bear") == (2, 2)


@plays("Nontoken creatures you control get +1/+1 and have vigilance.",
       "Creature tokens get -1/-1.", "Creature tokens you control have haste.")
def test_tokens_and_nontokens_are_told_apart() -> None:
    """CR 611.3, 111.1: "nontoken creatures you control" are the cards (+1/+1 and vigilance),
    not the token; "creature tokens" are every player's tokens (-1/-1: a 1/1 token dies as a
    state-based action, 704.5f), not the cards; "creature tokens you control", A's only."""
    state = board(_enchantment("Nontoken creatures you control get +1/+1 and have vigilance."),
                  creature("bear", "A", 2, 2), creature("spirit", "A", 1, 1, token=True))
    assert _pt(state, "bear") == (3, 3) and state.has("bear", Kw.VIGILANCE)
    assert _pt(state, "spirit") == (1, 1) and not state.has("spirit", Kw.VIGILANCE)
    state = board(_enchantment("Creature tokens get -1/-1."), creature("bear", "A", 2, 2),
                  creature("goblin", "B", 2, 2, token=True),
                  creature("soldier", "A", 3, 3, token=True))
    assert (_pt(state, "bear"), _pt(state, "soldier"), _pt(state, "goblin")) == \
        ((2, 2), (2, 2), (1, 1))
    state = board(_enchantment("Creature tokens you control have haste."),
                  creature("mine", "A", 1, 1, token=True), creature("bear", "A", 2, 2),
                  creature("theirs", "B", 1, 1, token=True))
    assert state.has("mine", Kw.HASTE)
    assert not state.has("bear", Kw.HASTE) and not state.has("theirs", Kw.HASTE)


def test_a_dying_token_leaves_the_battlefield() -> None:
    """CR 704.5f: B's 2/1 token, -1/-1, has toughness 0 and is put into the graveyard (and
    ceases to exist, 704.5d) as state-based actions are checked; B's 2/1 card stays."""
    state = board(_enchantment("Creature tokens get -1/-1."),
                  creature("goblin", "B", 2, 1, token=True), creature("card", "B", 2, 1))
    on = [p.id for p in state.battlefield()]
    assert "goblin" not in on and "card" in on


@plays("{B}{R}: Dragon creatures get +1/+1 until end of turn.",
       "Samurai creatures you control gain double strike until end of turn.",
       "Artifact creatures you control get +1/+1 until end of turn.")
def test_a_type_of_creatures_gets_the_bonus_until_end_of_turn() -> None:
    """CR 205.3m, 115.10, 611.2a: "dragon creatures": every player's Dragons get +1/+1 until
    end of turn (514.2), not the other creatures; 611.2c: a Dragon arriving later is not
    affected. "samurai creatures you control": A's Samurai only; "artifact creatures you
    control" (205.2a): A's artifact creatures only."""
    dragon = {"subtypes": ["Dragon"]}
    state = board(creature("src", "A", 1, 1, "{1}: Probe... ".replace(
        "Probe... ", "Dragon creatures get +1/+1 until end of turn.")),
        creature("d1", "A", 4, 4, **dragon), creature("d2", "B", 5, 5, **dragon),
        creature("bear", "A", 2, 2))
    _cast(state, "activate src 0")
    assert (_pt(state, "d1"), _pt(state, "d2"), _pt(state, "bear")) == ((5, 5), (6, 6), (2, 2))
    end_turn(state)
    assert (_pt(state, "d1"), _pt(state, "d2")) == ((4, 4), (5, 5))
    samurai = {"id": "rally", "name": "Rally", "types": ["Instant"], "cost": "{0}",
               "text": "Samurai creatures you control gain double strike until end of turn."}
    state = board(creature("s1", "A", 2, 2, subtypes=["Human", "Samurai"]),
                  creature("s2", "B", 2, 2, subtypes=["Samurai"]), hand=(samurai,))
    _cast(state, "rally")
    assert state.has("s1", Kw.DOUBLE_STRIKE) and not state.has("s2", Kw.DOUBLE_STRIKE)
    forge = {"id": "forge", "name": "Forge", "types": ["Instant"], "cost": "{0}",
             "text": "Artifact creatures you control get +1/+1 until end of turn."}
    state = board(creature("golem", "A", 3, 3, types=["Artifact", "Creature"]),
                  creature("bear", "A", 2, 2),
                  creature("theirs", "B", 3, 3, types=["Artifact", "Creature"]), hand=(forge,))
    _cast(state, "forge")
    assert (_pt(state, "golem"), _pt(state, "bear"), _pt(state, "theirs")) == \
        ((4, 4), (2, 2), (3, 3))


def _cast(state: GameState, action: str) -> None:
    """A casts a spell or activates an ability (``action``), pays, and it resolves."""
    state.apply(action if action.startswith("activate") else f"cast {action}")
    while state.stack or state.decision is not None and str(state.decision.kind) not in (
            "priority", "declare_attackers"):
        actions = [str(a) for a in state.legal_actions()]
        state.apply(next((a for a in actions if a.startswith("pay")), "pass"))


def test_each_wording_renders_back() -> None:
    """CR 205.3m: each typed group renders back as written; a word that is not a creature
    type ("happy creatures") or a plural type ("elves creatures") is not read."""
    for clause in ("dragon creatures get +1/+1 until end of turn",
                   "other goblin creatures you control get +1/+0 until end of turn",
                   "elf creatures you control get +1/+1 and gain trample until end of turn",
                   "artifact creatures you control get +1/+1 until end of turn"):
        assert round_trips(clause, read_effect(clause, "Probe"))
    assert read_effect("happy creatures get +1/+1 until end of turn").unsupported
    assert read_effect("elves creatures get +1/+1 until end of turn").unsupported


# --- a quoted ability granted until end of turn (CR 611.2a, 613.1f, 113.6) --------------------

ENDURANCE = {"id": "endure", "name": "Endure", "types": ["Instant"], "cost": "{0}",
             "text": "Until end of turn, target creature gets +2/+0 and gains \"When this "
                     "creature dies, return it to the battlefield tapped under its owner's "
                     "control.\""}
KILL = {"id": "kill", "name": "Kill", "types": ["Instant"], "cost": "{0}",
        "text": "Destroy target creature."}


def _cast_at(state: GameState, card: str, target: str) -> None:
    """A casts ``card`` targeting ``target``; both pass until it has resolved."""
    state.apply(f"cast {card}")
    while state.stack or state.decision is not None and str(state.decision.kind) not in (
            "priority", "declare_attackers"):
        actions = [str(a) for a in state.legal_actions()]
        kind = str(state.decision.kind) if state.decision is not None else ""
        state.apply(f"target {target}" if kind == "choose_target" else
                    next((a for a in actions if a.startswith("pay")), "pass"))


@plays("Until end of turn, target creature gets +2/+0 and gains \"When this creature dies, "
       "return it to the battlefield tapped under its owner's control.\"")
def test_the_granted_dies_ability_returns_the_creature() -> None:
    """CR 611.2a, 613.1f: the bear gets +2/+0 and has the quoted triggered ability until end
    of turn; destroyed, it dies and the ability (looking back in time, 603.10a) returns it to
    the battlefield tapped: a new object (400.7) without the bonus or the ability."""
    state = board(creature("bear", "B", 2, 2), hand=(ENDURANCE, KILL))
    printed = len(state.permanents["bear"].card.triggered)
    _cast_at(state, "endure", "bear")
    assert _pt(state, "bear") == (4, 2)
    assert len(state.permanents["bear"].card.triggered) == printed + 1
    _cast_at(state, "kill", "bear")
    returned = [p for p in state.battlefield() if p.card.name == "Probe"]
    assert len(returned) == 1 and returned[0].tapped and returned[0].controller == "B"
    assert _pt(state, returned[0].id) == (2, 2)
    assert len(returned[0].card.triggered) == printed


def test_the_granted_ability_ends_with_the_turn() -> None:
    """CR 514.2, 611.2a: at cleanup the effect ends: the bonus and the quoted ability are gone
    (the creature's card is its printed one again); destroyed then, it stays dead."""
    state = board(creature("bear", "B", 2, 2), hand=(ENDURANCE,))
    _cast_at(state, "endure", "bear")
    end_turn(state)
    assert _pt(state, "bear") == (2, 2) and state.permanents["bear"].printed is None
    assert not state.permanents["bear"].card.triggered


PINGER = "{1}: Target creature gains \"{T}: This creature deals 1 damage to any target.\" " \
         "until end of turn."


def _resolve(state: GameState, target: str) -> None:
    """The ability just activated chooses ``target``, is paid for and resolves, back to a
    priority decision with an empty stack."""
    while state.stack or state.decision is not None and str(state.decision.kind) != "priority":
        actions = [str(a) for a in state.legal_actions()]
        kind = str(state.decision.kind) if state.decision is not None else ""
        state.apply(f"target {target}" if kind == "choose_target" else
                    next((a for a in actions if a.startswith("pay")), "pass"))


@plays("{1}: Target creature gains \"{T}: This creature deals 1 damage to any target.\" until "
       "end of turn.")
def test_a_granted_activated_ability_can_be_activated() -> None:
    """CR 611.2a, 613.1f, 602.1: A's creature gains the quoted activated ability; A activates
    it ({T}: it deals 1 damage, 113.6: "this creature" is the creature that has it) at B."""
    state = board(creature("src", "A", 1, 1, PINGER), creature("bear", "A", 2, 2))
    state.apply("activate src 0")
    _resolve(state, "bear")
    assert len(state.permanents["bear"].card.activated) == 1
    state.apply("activate bear 0")
    _resolve(state, "B")
    assert state.players["B"].life == 19 and state.permanents["bear"].tapped


def test_a_quotation_that_does_not_run_is_not_read() -> None:
    """CR 613.1f: the clause runs only if the quoted ability runs in full, and names only the
    creature that has it (not the card's own name)."""
    ok = read_card(ENDURANCE["text"], "Endure", ("Instant",))
    assert ok.status == "full"
    named = read_card('Target creature gains "When Endure dies, draw a card." until end of '
                      "turn.", "Endure", ("Instant",))
    assert named.status != "full"


HORDE = "{1}: Target attacking Zombie gains indestructible until end of turn."


@plays("{1}{B}: Target attacking Zombie gains indestructible until end of turn.")
def test_only_an_attacking_creature_of_the_type_is_a_legal_target() -> None:
    """CR 115.1, 205.3m, 508.1: before combat no creature can be targeted (the ability can't be
    activated: no legal target, 601.2c); once A attacks with a Zombie and a Bear, only the
    attacking Zombie is offered, and it gains indestructible until end of turn."""
    state = board(creature("src", "A", 1, 1, HORDE, subtypes=["Zombie"]),
                  creature("zed", "A", 2, 2, subtypes=["Zombie"]),
                  creature("bear", "A", 2, 2), creature("home", "A", 2, 2, subtypes=["Zombie"]))
    assert "activate src 0" not in [str(a) for a in state.legal_actions()]
    while state.decision is not None and str(state.decision.kind) != "declare_attackers":
        state.apply("pass")
    state.apply("attack zed=B bear=B")
    while "activate src 0" not in [str(a) for a in state.legal_actions()]:
        state.apply("pass")
    state.apply("activate src 0")
    offered: list[str] = []
    while state.stack or state.decision is not None and str(state.decision.kind) != "priority":
        actions = [str(a) for a in state.legal_actions()]
        if str(state.decision.kind) == "choose_target":  # type: ignore[union-attr]
            offered = actions
            state.apply("target zed")
        else:
            state.apply(next((a for a in actions if a.startswith("pay")), "pass"))
    assert offered == ["target zed"]
    assert state.has("zed", Kw.INDESTRUCTIBLE) and not state.has("home", Kw.INDESTRUCTIBLE)


CLUTCH = ("Enchant creature\nEnchanted creature gets +3/+3 as long as it's a Zombie. Otherwise, "
          "it gets -3/-3.")


@plays("Enchanted creature gets +3/+3 as long as it's a Zombie.", "Otherwise, it gets -3/-3.")
def test_otherwise_applies_while_the_condition_does_not() -> None:
    """CR 611.3a, 613.4c: on a Zombie the Aura gives +3/+3 and not -3/-3; on a creature that
    isn't one, -3/-3 and not +3/+3 (the first ability's condition negated)."""
    for host, subtypes, expected in (("zed", ["Zombie"], (7, 7)), ("bear", ["Bear"], (1, 1))):
        aura = {"id": "clutch", "controller": "A", "name": "Probe", "types": ["Enchantment"],
                "subtypes": ["Aura"], "text": CLUTCH, "attached_to": host}
        state = board(aura, creature(host, "A", 4, 4, subtypes=subtypes))
        assert _pt(state, host) == expected


SCALELORDS = {"id": "sight", "name": "Sight", "types": ["Instant"], "cost": "{0}",
              "text": "Creatures you control with power 4 or greater get +1/+1 and gain "
                      "trample until end of turn."}
CULL = {"id": "cull", "name": "Cull", "types": ["Instant"], "cost": "{0}",
        "text": "Destroy each creature with power 3 or less."}


@plays("Creatures you control with power 4 or greater get +1/+1 and gain trample until end of "
       "turn.", "Destroy each creature with power 3 or less.")
def test_a_group_with_a_power_bound() -> None:
    """CR 115.10, 208.1, 611.2c: A's 4/4 gets +1/+1 and trample, A's 3/3 and B's 5/5 don't
    (the group fixed as it resolves: the 3/3 pumped later stays out); "destroy each creature
    with power 3 or less" destroys the 3/3s of both players, not the 4/4 (701.8)."""
    state = board(creature("big", "A", 4, 4), creature("small", "A", 3, 3),
                  creature("theirs", "B", 5, 5), hand=(SCALELORDS,))
    _cast(state, "sight")
    assert _pt(state, "big") == (5, 5) and state.has("big", Kw.TRAMPLE)
    assert _pt(state, "small") == (3, 3) and not state.has("small", Kw.TRAMPLE)
    assert _pt(state, "theirs") == (5, 5) and not state.has("theirs", Kw.TRAMPLE)
    state = board(creature("big", "A", 4, 4), creature("small", "A", 3, 3),
                  creature("theirs", "B", 3, 1), hand=(CULL,))
    _cast(state, "cull")
    assert [p.id for p in state.battlefield() if p.card.is_creature] == ["big"]
