"""Static abilities under an "as long as" condition read off the board (CR 611.3a-b,
``sim.model.static_conditions``): cards in hand (hellbent), the card types and permanent cards
in a graveyard (delirium, descend), an opponent's graveyard, low life (fateful hour), the
source equipped, enchanted, tapped or attacking alone, what the defending player controls,
what the permanent an Aura or Equipment is attached to is. Each condition is checked
continuously: the tests play the game action that makes it true or false and look again."""

from __future__ import annotations

from typing import Any

from played import plays

import mtgsim
from sim import GameState
from sim.model.keywords import Kw
from sim.model.objects import Zone

SHOCK = {"card": "Shock"}


def board(*permanents: dict[str, Any], hand: list[dict[str, Any]] | None = None,
          graveyard: list[dict[str, Any]] | int = 0, their_graveyard: int = 0,
          life: int = 20, mana: str = "{R}{R}{1}", step: str = "precombat main",
          combat: dict[str, Any] | None = None) -> GameState:
    """A's turn, in ``step``, A with ``hand``, ``graveyard`` (cards, or that many unknown
    ones), ``mana`` and ``life``; B with ``their_graveyard`` cards."""
    data: dict[str, Any] = {
        "active_player": "A", "step": step,
        "players": {"A": {"mana": mana, "hand": hand or [], "graveyard": graveyard,
                          "life": life},
                    "B": {"graveyard": their_graveyard}},
        "permanents": list(permanents)}
    if combat is not None:
        data["combat"] = combat
    return mtgsim.load(data)


def creature(pid: str, text: str = "", controller: str = "A", power: int = 1,
             toughness: int = 1, **fields: Any) -> dict[str, Any]:
    made = {"id": pid, "controller": controller, "name": pid.title(), "power": power,
            "toughness": toughness, **fields}
    return made | {"text": text} if text else made


def resolve(state: GameState, *actions: str) -> GameState:
    """Take ``actions`` (casting a spell and its targets), then pass until the stack is
    empty."""
    for action in actions:
        state.apply(action)
    while state.stack:
        state.apply("pass")
    return state


def shock(state: GameState, target: str) -> GameState:
    """A casts the Shock in its hand at ``target``, and it resolves."""
    [card] = [p.id for p in state.permanents.values()
              if p.zone is Zone.HAND and p.card.name == "Shock"]
    return resolve(state, f'cast "{card}"', f"target {target}")


@plays("Delirium — ~ gets +3/+0 as long as there are four or more card types among cards in "
       "your graveyard.")
def test_delirium_switches_on_as_an_instant_reaches_the_graveyard() -> None:
    """CR 611.3b and 205.2a: a land, an artifact creature (two types) in A's graveyard: three
    card types, the 1/2 is a 1/2; the Shock A casts goes to the graveyard as it resolves
    (608.2n), the fourth type, and the creature is a 4/2 at once."""
    sentry = creature("sentry", "Delirium — Sentry gets +3/+0 as long as there are four or more "
                      "card types among cards in your graveyard.", toughness=2)
    state = board(sentry, hand=[SHOCK], graveyard=[{"card": "Forest"},
                                                   {"card": "Darksteel Myr"}])
    assert state.power("sentry") == 1
    shock(state, "B")
    assert state.power("sentry") == 4 and state.players["B"].life == 18


@plays("Hellbent — ~ gets +2/+2 as long as you have no cards in hand.",
       "As long as you have seven or more cards in hand, ~ gets +2/+1 and has first strike.")
def test_cards_in_hand_as_a_spell_leaves_it() -> None:
    """CR 611.3b, 402.1: with one card in hand the hellbent creature is a 1/1, and after A
    casts it (the hand empty) a 3/3; with seven cards the other has +2/+1 and first strike,
    gone once a Shock leaves the hand (six)."""
    jester = creature("jester", "Hellbent — Jester gets +2/+2 as long as you have no cards in "
                      "hand.")
    state = board(jester, hand=[SHOCK])
    assert state.power("jester") == 1
    shock(state, "B")
    assert (state.power("jester"), state.toughness("jester")) == (3, 3)
    underling = creature("underling", "As long as you have seven or more cards in hand, "
                         "Underling gets +2/+1 and has first strike.")
    state = board(underling, hand=[SHOCK] + [{"card": "Forest"}] * 6)
    assert state.power("underling") == 3 and state.has("underling", Kw.FIRST_STRIKE)
    shock(state, "B")
    assert state.power("underling") == 1 and not state.has("underling", Kw.FIRST_STRIKE)


@plays("Descend 4 — ~ gets +1/+1 as long as there are four or more permanent cards in your "
       "graveyard.")
def test_descend_counts_permanent_cards_only() -> None:
    """CR 110.4a and 611.3b: three permanent cards in A's graveyard; the Shock that resolves
    there is an instant card, no permanent card (still a 1/1); the Bears it kills, A's own,
    are the fourth (a 2/2)."""
    capybara = creature("capybara", "Descend 4 — Capybara gets +1/+1 as long as there are four "
                        "or more permanent cards in your graveyard.")
    bears = {"id": "bears", "controller": "A", "card": "Grizzly Bears"}
    state = board(capybara, bears, hand=[SHOCK],
                  graveyard=[{"card": "Forest"}, {"card": "Island"}, {"card": "Darksteel Myr"}])
    shock(state, "bears")
    assert state.permanents["bears"].zone is Zone.GRAVEYARD
    assert state.power("capybara") == 2
    state = board(capybara, hand=[SHOCK],
                  graveyard=[{"card": "Forest"}, {"card": "Island"}, {"card": "Darksteel Myr"}])
    shock(state, "B")
    assert state.power("capybara") == 1


@plays("~ gets +1/+2 as long as an opponent has eight or more cards in their graveyard.")
def test_an_opponent_s_graveyard() -> None:
    """CR 611.3b: B has seven cards in its graveyard (A's creature a 2/1); A's Shock kills B's
    Bears, B's eighth card (the Shock goes to A's own graveyard): a 3/3."""
    rogue = creature("rogue", "Rogue gets +1/+2 as long as an opponent has eight or more cards "
                     "in their graveyard.", power=2)
    bears = {"id": "bears", "controller": "B", "card": "Grizzly Bears"}
    state = board(rogue, bears, hand=[SHOCK], their_graveyard=7)
    assert state.power("rogue") == 2
    shock(state, "bears")
    assert (state.power("rogue"), state.toughness("rogue")) == (3, 3)


@plays("Fateful hour — As long as you have 5 or less life, other creatures you control get "
       "+1/+1.")
def test_fateful_hour_as_life_drops() -> None:
    """CR 119.3 and 611.3b: at 7 life the other creature is a 2/2; A's Shock at A (7 - 2 = 5)
    makes it a 3/3; the source itself is not "other" (611.3)."""
    ironwright = creature("ironwright", "Fateful hour — As long as you have 5 or less life, "
                          "other creatures you control get +1/+1.")
    bears = {"id": "bears", "controller": "A", "card": "Grizzly Bears"}
    state = board(ironwright, bears, hand=[SHOCK], life=7)
    assert state.power("bears") == 2
    shock(state, "A")
    assert state.power("bears") == 3 and state.power("ironwright") == 1


EQUIPMENT = {"id": "spear", "controller": "A", "name": "Spear", "types": ["Artifact"],
             "subtypes": ["Equipment"], "text": "Equipped creature gets +1/+0.\nEquip {1}"}


@plays("As long as ~ is equipped, it gets +2/+2 and has flying.")
def test_equipped_once_equip_resolves() -> None:
    """CR 301.5c and 611.3b: the 1/1 is unequipped; once the Spear's equip ability resolves
    (702.6a) it is equipped: +2/+2 and flying, and the Spear's +1/+0 (a 4/3)."""
    apprentice = creature("apprentice", "As long as Apprentice is equipped, it gets +2/+2 and "
                          "has flying.")
    state = board(apprentice, EQUIPMENT)
    assert state.power("apprentice") == 1 and not state.has("apprentice", Kw.FLYING)
    resolve(state, "activate spear 0", "target apprentice")
    assert (state.power("apprentice"), state.toughness("apprentice")) == (4, 3)
    assert state.has("apprentice", Kw.FLYING)


@plays("As long as equipped creature is a Human, it gets an additional +1/+1.")
def test_equipped_creature_is_a_human() -> None:
    """CR 301.5 and 611.3b: on a Bear the Spear gives +1/+0 only; moved by equip to a Human
    it gives +1/+0 and an additional +1/+1."""
    mattock = dict(EQUIPMENT, text="Equipped creature gets +1/+0.\nAs long as equipped "
                                   "creature is a Human, it gets an additional +1/+1.\nEquip "
                                   "{1}", attached_to="bears")
    bears = {"id": "bears", "controller": "A", "card": "Grizzly Bears"}
    human = creature("human", subtypes=["Human"])
    state = board(mattock, bears, human)
    assert (state.power("bears"), state.toughness("bears")) == (3, 2)
    resolve(state, "activate spear 0", "target human")
    assert (state.power("human"), state.toughness("human")) == (3, 2)
    assert (state.power("bears"), state.toughness("bears")) == (2, 2)


@plays("~ has flying as long as it's enchanted.",
       "As long as enchanted permanent is a creature, it gets +2/+1.",
       "As long as enchanted creature is white, it gets +1/+1 and has lifelink.")
def test_enchanted_and_what_the_aura_enchants() -> None:
    """CR 303.4 and 611.3b: the Osprey has flying once the Aura cast on it resolves; an Aura
    on a noncreature artifact gives nothing, on a creature +2/+1; "enchanted creature is
    white" holds for the white creature only."""
    osprey = creature("osprey", "Osprey has flying as long as it's enchanted.")
    paint = {"name": "Paint", "types": ["Enchantment"], "subtypes": ["Aura"], "cost": "{0}",
             "text": "Enchant artifact or creature\nAs long as enchanted permanent is a "
                     "creature, it gets +2/+1."}
    state = board(osprey, hand=[paint])
    assert not state.has("osprey", Kw.FLYING)
    resolve(state, 'cast "A:hand:1"', "target osprey")
    assert state.has("osprey", Kw.FLYING) and state.power("osprey") == 3
    rock = {"id": "rock", "controller": "A", "name": "Rock", "types": ["Artifact"]}
    state = board(rock, dict(paint, id="paint", controller="A", attached_to="rock"))
    assert not state.permanents["rock"].card.is_creature and state.power("rock") == 0
    scourge = {"id": "scourge", "controller": "A", "name": "Scourge", "types": ["Enchantment"],
               "subtypes": ["Aura"], "text": "Enchant creature\nAs long as enchanted creature "
                                             "is white, it gets +1/+1 and has lifelink."}
    for colors, bonus in ((["W"], True), (["G"], False)):
        state = board(creature("host", colors=colors), dict(scourge, attached_to="host"))
        assert state.has("host", Kw.LIFELINK) == bonus and state.power("host") == 1 + bonus


@plays("~ can't be blocked as long as it's attacking alone.",
       "~ can't be blocked as long as defending player controls an artifact.")
def test_unblockable_while_attacking_alone_or_against_an_artifact() -> None:
    """CR 506.5 and 509.1b: attacking alone the Prowler can't be blocked, beside another
    attacker it can; the Beebles can't be blocked while the player it attacks (506.2)
    controls an artifact."""
    prowler = creature("prowler", "Prowler can't be blocked as long as it's attacking alone.")
    bears = {"id": "bears", "controller": "A", "card": "Grizzly Bears"}
    wall = {"id": "wall", "controller": "B", "card": "Hill Giant"}
    for attackers, blockable in ((["prowler"], False), (["prowler", "bears"], True)):
        state = board(prowler, bears, wall, step="beginning of combat")
        _to_blocks(state, " ".join(f"{a}=B" for a in sorted(attackers)))
        assert ("block wall=prowler" in _legal(state)) == blockable
    beebles = creature("beebles", "Beebles can't be blocked as long as defending player "
                       "controls an artifact.")
    myr = {"id": "myr", "controller": "B", "card": "Darksteel Myr"}
    for theirs, blockable in (([myr], False), ([], True)):
        state = board(beebles, wall, *theirs, step="beginning of combat")
        _to_blocks(state, "beebles=B")
        assert ("block wall=beebles" in _legal(state)) == blockable


@plays("~ gets +0/+2 as long as it's tapped.")
def test_tapped_as_it_attacks() -> None:
    """CR 508.1f and 611.3b: the creature is a 1/1 untapped; declared as an attacker it
    becomes tapped, a 1/3."""
    sentinel = creature("sentinel", "Sentinel gets +0/+2 as long as it's tapped.")
    state = board(sentinel, step="beginning of combat")
    assert state.toughness("sentinel") == 1
    while state.decision is not None and state.decision.kind != "declare_attackers":
        state.apply("pass")
    state.apply("attack sentinel=B")
    assert state.permanents["sentinel"].tapped and state.toughness("sentinel") == 3


def _to_blocks(state: GameState, attack: str) -> None:
    """Pass to A's declaration of attackers, declare ``attack``, pass to B's blocks."""
    while state.decision is not None and state.decision.kind != "declare_attackers":
        state.apply("pass")
    state.apply(f"attack {attack}")
    while state.decision is not None and state.decision.kind != "declare_blockers":
        state.apply("pass")


def _legal(state: GameState) -> list[str]:
    return [str(a) for a in state.legal_actions()]


@plays("~ gets +1/+1 as long as you've drawn two or more cards this turn.",
       "~ can't be blocked as long as you've drawn two or more cards this turn.")
def test_drawn_two_cards_this_turn() -> None:
    """CR 121.2 and 611.3b: A's draw step draws one card (still a 1/1); a spell drawing two
    more makes three this turn: a 2/2 that can't be blocked."""
    kite = creature("kite", "Kite gets +1/+1 as long as you've drawn two or more cards this "
                    "turn.\nKite can't be blocked as long as you've drawn two or more cards "
                    "this turn.")
    sight = {"name": "Sight", "types": ["Sorcery"], "cost": "{0}", "text": "Draw two cards."}
    data: dict[str, Any] = {
        "active_player": "A", "step": "upkeep", "turn": 3,
        "players": {"A": {"hand": [sight], "library": [{"card": "Forest"}] * 4}, "B": {}},
        "permanents": [kite]}
    state = mtgsim.load(data)
    while state.step.value != "precombat main":
        state.apply("pass")
    assert state.players["A"].drawn_this_turn == 1 and state.power("kite") == 1
    assert not state.has("kite", Kw.UNBLOCKABLE)
    resolve(state, 'cast "A:hand:1"')
    assert state.players["A"].drawn_this_turn == 3 and state.power("kite") == 2
    assert state.has("kite", Kw.UNBLOCKABLE)


@plays("Enchanted creature has vigilance as long as you control a black or green permanent.",
       "~ gets +1/+1 as long as an opponent controls a nontoken white permanent.")
def test_a_permanent_of_a_color() -> None:
    """CR 105.2 and 611.3b: A's green Bears give the enchanted creature vigilance until A's
    Shock kills them; a white token of B's is no nontoken white permanent, a white Lions card
    is (one color of two is enough: "black or green")."""
    mark = {"id": "mark", "controller": "A", "name": "Mark", "types": ["Enchantment"],
            "subtypes": ["Aura"], "attached_to": "host",
            "text": "Enchant creature\nEnchanted creature has vigilance as long as you control "
                    "a black or green permanent."}
    bears = {"id": "bears", "controller": "A", "card": "Grizzly Bears"}
    state = board(creature("host"), mark, bears, hand=[SHOCK])
    assert state.has("host", Kw.VIGILANCE)
    shock(state, "bears")
    assert state.permanents["bears"].zone is Zone.GRAVEYARD
    assert not state.has("host", Kw.VIGILANCE)
    beasts = creature("beasts", "Beasts gets +1/+1 as long as an opponent controls a nontoken "
                      "white permanent.")
    token = creature("spirit", controller="B", colors=["W"], token=True)
    lions = {"id": "lions", "controller": "B", "card": "Savannah Lions"}
    assert board(beasts, token).power("beasts") == 1
    assert board(beasts, token, lions).power("beasts") == 2


@plays("~ gets +1/+1 as long as you control no untapped lands.",
       "~ can't be blocked as long as you control no other creatures.",
       "As long as you control a token, ~ gets +1/+1 and has trample.")
def test_control_none_and_a_token() -> None:
    """CR 110.5, 111.1 and 611.3b: the Cat is a 1/1 while A's Mountain is untapped and a 2/2
    once A taps it for mana (605.3a) to cast Shock; the Shock kills A's only token, and the
    Tracker loses +1/+1 and trample; alone, the Infiltrator can't be blocked (its "other"
    excludes itself)."""
    cat = creature("cat", "Cat gets +1/+1 as long as you control no untapped lands.")
    tracker = creature("tracker", "As long as you control a token, Tracker gets +1/+1 and has "
                       "trample.", toughness=4)
    spirit = creature("spirit", token=True)
    mountain = {"id": "mountain", "controller": "A", "card": "Mountain"}
    state = board(cat, tracker, spirit, mountain, hand=[SHOCK], mana="{0}")
    assert state.power("cat") == 1 and state.power("tracker") == 2
    assert state.has("tracker", Kw.TRAMPLE)
    shock(state, "spirit")
    assert state.permanents["mountain"].tapped and state.power("cat") == 2
    assert state.power("tracker") == 1 and not state.has("tracker", Kw.TRAMPLE)
    infiltrator = creature("infiltrator", "Infiltrator can't be blocked as long as you control "
                           "no other creatures.")
    assert board(infiltrator).has("infiltrator", Kw.UNBLOCKABLE)
    assert not board(infiltrator, creature("friend")).has("infiltrator", Kw.UNBLOCKABLE)


@plays("Corrupted — As long as an opponent has three or more poison counters, ~ has double "
       "strike.")
def test_corrupted_once_infect_damage_gives_the_third_counter() -> None:
    """CR 702.90b, 122.1f and 611.3b: B has two poison counters; A's unblocked Glistener Elf
    (infect) gives B a third in the combat damage step, and from then A's Apostle has double
    strike."""
    apostle = creature("apostle", "Corrupted — As long as an opponent has three or more "
                       "poison counters, Apostle has double strike.")
    elf = {"id": "elf", "controller": "A", "card": "Glistener Elf"}
    data: dict[str, Any] = {
        "active_player": "A", "players": {"A": {}, "B": {"poison": 2}},
        "permanents": [apostle, elf], "combat": {"attacks": {"elf": "B"}, "blocks": {}}}
    state = mtgsim.load(data)
    assert not state.has("apostle", Kw.DOUBLE_STRIKE)
    mtgsim.play(state)
    assert state.players["B"].poison == 3 and state.has("apostle", Kw.DOUBLE_STRIKE)


@plays("As long as equipped creature is legendary, it has hexproof.")
def test_equipped_creature_is_legendary() -> None:
    """CR 205.4d and 611.3b: the Helm gives hexproof to a legendary creature only."""
    helm = dict(EQUIPMENT, text="As long as equipped creature is legendary, it has hexproof.\n"
                                "Equip {1}", attached_to="hero")
    for supertypes, hexproof in ((["Legendary"], True), ([], False)):
        state = board(helm, creature("hero", supertypes=supertypes))
        assert state.has("hero", Kw.HEXPROOF) == hexproof


@plays("As long as there are two or more instant and/or sorcery cards in your graveyard, ~ "
       "gets +1/+0 and has haste.",
       "~ gets +4/+4 as long as there are no cards in your graveyard.",
       "As long as there are three or more mana values among cards in your graveyard, ~ gets "
       "+2/+1.",
       "~ gets +1/+1 as long as there is a land card in your graveyard.")
def test_graveyard_kinds_and_mana_values() -> None:
    """CR 205.2a, 202.3 and 611.3b: A's graveyard holds a Forest (mana value 0, a land card)
    and a Sorcery (mana value 2); the Shock A casts (an instant, mana value 1) reaches it as
    it resolves: two instant and/or sorcery cards and three mana values (0 counts, 202.3)
    switch on. With an empty graveyard the Titan is a 5/5, a 1/1 once the Shock is there."""
    runner = creature("runner", "As long as there are two or more instant and/or sorcery "
                      "cards in your graveyard, Runner gets +1/+0 and has haste.")
    newsie = creature("newsie", "As long as there are three or more mana values among cards "
                      "in your graveyard, Newsie gets +2/+1.")
    behemoth = creature("behemoth", "Behemoth gets +1/+1 as long as there is a land card in "
                        "your graveyard.")
    rite = {"name": "Rite", "types": ["Sorcery"], "cost": "{1}{B}", "text": "You gain 1 life."}
    state = board(runner, newsie, behemoth, hand=[SHOCK],
                  graveyard=[{"card": "Forest"}, rite])
    assert (state.power("runner"), state.power("newsie"), state.power("behemoth")) == (1, 1, 2)
    assert not state.has("runner", Kw.HASTE)
    shock(state, "B")
    assert (state.power("runner"), state.power("newsie")) == (2, 3)
    assert state.has("runner", Kw.HASTE)
    titan = creature("titan", "Titan gets +4/+4 as long as there are no cards in your "
                     "graveyard.")
    state = board(titan, hand=[SHOCK])
    assert state.power("titan") == 5
    shock(state, "B")
    assert state.power("titan") == 1


@plays("~ gets +2/+1 as long as an opponent has 10 or less life.",
       "~ gets +2/+0 as long as you've cast two or more spells this turn.",
       "~ has vigilance as long as you control a Gate.")
def test_opponent_life_spells_cast_and_a_gate() -> None:
    """CR 119.3, 601.2i, 205.3i and 611.3b: B at 11 life; A's first Shock takes B to 9 (the
    Cullblade a 3/2) and is A's first spell; a second Shock is the second spell this turn
    (the Zealot a 3/1); the Guard has vigilance while A controls a Gate."""
    cullblade = creature("cullblade", "Cullblade gets +2/+1 as long as an opponent has 10 or "
                         "less life.")
    zealot = creature("zealot", "Zealot gets +2/+0 as long as you've cast two or more spells "
                      "this turn.")
    guard = creature("guard", "Guard has vigilance as long as you control a Gate.")
    gate = {"id": "gate", "controller": "A", "name": "Gate", "types": ["Land"],
            "subtypes": ["Gate"]}
    data: dict[str, Any] = {
        "active_player": "A", "step": "precombat main",
        "players": {"A": {"mana": "{R}{R}", "hand": [SHOCK, SHOCK]}, "B": {"life": 11}},
        "permanents": [cullblade, zealot, guard, gate]}
    state = mtgsim.load(data)
    assert (state.power("cullblade"), state.power("zealot")) == (1, 1)
    assert state.has("guard", Kw.VIGILANCE)
    resolve(state, 'cast "A:hand:1"', "target B")
    assert (state.power("cullblade"), state.power("zealot")) == (3, 1)
    resolve(state, 'cast "A:hand:2"', "target B")
    assert state.power("zealot") == 3
    assert not board(guard).has("guard", Kw.VIGILANCE)


def test_a_card_drawn_ends_hellbent_and_the_damaged_creature_dies() -> None:
    """CR 611.3b and 704.5g: the hellbent 1/1 is a 3/3 with 2 damage marked while A's hand is
    empty; A's artifact draws a card (an activated ability, 602.2), the bonus ends as the
    card is drawn, and as state-based actions are next checked the 1/1 with 2 damage dies
    (704.3)."""
    jester = creature("jester", "Hellbent — Jester gets +2/+2 as long as you have no cards in "
                      "hand.", damage=2)
    lamp = {"id": "lamp", "controller": "A", "name": "Lamp", "types": ["Artifact"],
            "text": "{T}: Draw a card."}
    data: dict[str, Any] = {
        "active_player": "A", "step": "precombat main",
        "players": {"A": {"library": [{"card": "Forest"}]}, "B": {}},
        "permanents": [jester, lamp]}
    state = mtgsim.load(data)
    assert state.toughness("jester") == 3 and state.permanents["jester"].zone is \
        Zone.BATTLEFIELD
    resolve(state, "activate lamp 0")
    assert state.permanents["jester"].zone is Zone.GRAVEYARD
