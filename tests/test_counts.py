"""Counts (``sim.model.abilities.Count``, ``sim.model.board.counted``): characteristic-defining
power and toughness (CR 604.3, 613.4a) and "gets +N/+N for each <thing>" bonuses (613.4c),
each played in a game where the count decides the result."""

from __future__ import annotations

from typing import Any

import pytest
from played import plays

import mtgsim
from cards.database import CardRecord, Face, build_record
from sim.model.board import power_and_toughness
from sim.text import FULL, read_card

SHOCK: dict[str, Any] = {"id": "shock", "name": "Shock", "types": ["Instant"], "cost": "{0}",
                         "text": "Shock deals 2 damage to any target."}


def creature(pid: str, controller: str, power: int, toughness: int, text: str = "",
             **fields: Any) -> dict[str, Any]:
    out: dict[str, Any] = {"id": pid, "controller": controller, "name": pid.title(),
                           "power": power, "toughness": toughness, **fields}
    if text:
        out["text"] = text
    return out


def land(pid: str, controller: str, *subtypes: str) -> dict[str, Any]:
    return {"id": pid, "controller": controller, "name": pid.title(), "types": ["Land"],
            "subtypes": list(subtypes)}


def game(permanents: list[dict[str, Any]], attacks: dict[str, str] | None = None,
         blocks: dict[str, str] | None = None, actions: list[dict[str, Any]] | None = None,
         players: dict[str, Any] | None = None) -> mtgsim.GameState:
    """A's turn, a scripted combat."""
    data: dict[str, Any] = {
        "active_player": "A", "players": players or {"A": {}, "B": {}},
        "permanents": permanents,
        "combat": {"attacks": attacks or {}, "blocks": blocks or {}, "actions": actions or []}}
    return mtgsim.load(data)


# --- characteristic-defining abilities (604.3, 613.4a) -----------------------------------------

@plays("This creature's power and toughness are each equal to the number of other creatures "
       "you control.")
def test_a_count_that_falls_to_zero_kills_the_creature() -> None:
    """CR 604.3, 613.4a and 704.5f: the crowd counts A's other creatures (1: a 1/1); when B
    shocks the Elf in the beginning of combat step, the crowd counts none: a 0/0, put into
    its owner's graveyard by state-based actions."""
    state = game([creature("crowd", "A", 0, 0, "This creature's power and toughness are each "
                           "equal to the number of other creatures you control."),
                  creature("elf", "A", 1, 1), creature("bear", "B", 2, 2)],
                 actions=[{"step": "beginning_of_combat", "player": "B", "cast": "shock",
                           "targets": ["elf"]}],
                 players={"A": {}, "B": {"hand": [SHOCK]}})
    assert power_and_toughness(state, "crowd") == (1, 1)
    outcome = mtgsim.play(state)
    assert set(outcome.died) == {"elf", "crowd"}


@plays("This creature's power is equal to the number of creature cards in all graveyards and "
       "its toughness is equal to that number plus 1.")
def test_lhurgoyf_grows_as_a_creature_dies_mid_combat() -> None:
    """CR 604.3 and 613.4a: one creature card in the graveyards makes the Lhurgoyf a 1/2;
    blocked by a 2/2, it would die, but A shocks B's Elf in the declare blockers step: two
    creature cards, a 2/3 that survives the Bears' 2 damage and kills them."""
    text = ("This creature's power is equal to the number of creature cards in all graveyards "
            "and its toughness is equal to that number plus 1.")
    state = game([creature("goyf", "A", 0, 1, text), creature("bear", "B", 2, 2),
                  creature("elf", "B", 1, 1)],
                 attacks={"goyf": "B"}, blocks={"bear": "goyf"},
                 actions=[{"step": "declare_blockers", "player": "A", "cast": "shock",
                           "targets": ["elf"]}],
                 players={"A": {"hand": [SHOCK]},
                          "B": {"graveyard": [{"name": "Dead", "power": 1, "toughness": 1}]}})
    assert power_and_toughness(state, "goyf") == (1, 2)
    outcome = mtgsim.play(state)
    assert set(outcome.died) == {"elf", "bear"}
    assert power_and_toughness(state, "goyf") == (3, 4)  # the Bears are in B's graveyard


@plays("This creature's power is equal to the number of card types among cards in all "
       "graveyards and its toughness is equal to that number plus 1.")
def test_tarmogoyf_counts_card_types_not_cards_in_every_zone() -> None:
    """CR 604.3, 205.2a: an instant, an artifact creature card and a land in the graveyards
    (a second instant adds no type) are four card types: a 4/5 on the battlefield, and the
    same in its owner's hand (a characteristic-defining ability works in all zones). Blocked by
    a 4/4, it survives and kills it."""
    text = ("Tarmogoyf's power is equal to the number of card types among cards in all "
            "graveyards and its toughness is equal to that number plus 1.")
    goyf = {"name": "Tarmogoyf", "power": 0, "toughness": 1, "text": text}
    state = game([{"id": "goyf", "controller": "A", **goyf}, creature("ogre", "B", 4, 4)],
                 attacks={"goyf": "B"}, blocks={"ogre": "goyf"},
                 players={"A": {"hand": [{"id": "goyf2", **goyf}],
                                "graveyard": [SHOCK | {"id": "g1"}, {
                                    "name": "Golem", "types": ["Artifact", "Creature"],
                                    "power": 3, "toughness": 3}]},
                          "B": {"graveyard": [{"name": "Forest", "types": ["Land"]},
                                              SHOCK | {"id": "g2"}]}})
    assert power_and_toughness(state, "goyf") == (4, 5)
    assert power_and_toughness(state, "goyf2") == (4, 5)
    assert set(mtgsim.play(state).died) == {"ogre"}


@plays("Domain — This creature's power and toughness are each equal to the number of basic "
       "land types among lands you control.")
def test_domain_counts_basic_land_types_not_lands() -> None:
    """CR 207.2c (domain), 205.3i and 604.3: A's two Forests, an Island and a nonbasic land
    that is a Plains Island are three basic land types (four lands; B's Mountain is not A's):
    a 3/3 that trades with the blocking 3/3 (counting lands, it would be a 4/4 and survive)."""
    state = game([creature("kavu", "A", 0, 0, "Domain — This creature's power and toughness "
                           "are each equal to the number of basic land types among lands you "
                           "control."),
                  land("forest1", "A", "Forest"), land("forest2", "A", "Forest"),
                  land("island", "A", "Island"), land("tundra", "A", "Plains", "Island"),
                  land("mountain", "B", "Mountain"), creature("bear", "B", 3, 3)],
                 attacks={"kavu": "B"}, blocks={"bear": "kavu"})
    assert power_and_toughness(state, "kavu") == (3, 3)
    assert set(mtgsim.play(state).died) == {"kavu", "bear"}


@plays("This creature's toughness is equal to your devotion to black.")
def test_devotion_counts_hybrid_and_phyrexian_symbols() -> None:
    """CR 700.5 and 700.5a: the mana symbols that are black among the mana costs of A's
    permanents: {1}{B}{B} (2), {B/G} (1), {2}{B/P} (1): toughness 4; B's {B} is not A's. It
    survives the 3/3 blocker's damage (without the hybrid symbols it would be a 4/2 and die)."""
    state = game([creature("priest", "A", 4, 0, "This creature's toughness is equal to your "
                           "devotion to black.", cost="{1}{B}{B}"),
                  creature("hybrid", "A", 1, 1, cost="{B/G}"),
                  creature("mite", "A", 1, 1, cost="{2}{B/P}"),
                  creature("bear", "B", 3, 3, cost="{B}")],
                 attacks={"priest": "B"}, blocks={"bear": "priest"})
    assert power_and_toughness(state, "priest") == (4, 4)
    assert set(mtgsim.play(state).died) == {"bear"}


@plays("This creature's power and toughness are each equal to your life total.")
def test_life_total_changes_mid_turn() -> None:
    """CR 604.3 and 119.1: at 3 life the Avatar is a 3/3; B's Shock to A in the beginning of
    combat step makes it a 1/1, and the blocking 2/2 kills it."""
    state = game([creature("avatar", "A", 0, 0, "This creature's power and toughness are each "
                           "equal to your life total."), creature("bear", "B", 2, 2)],
                 attacks={"avatar": "B"}, blocks={"bear": "avatar"},
                 actions=[{"step": "beginning_of_combat", "player": "B", "cast": "shock",
                           "targets": ["A"]}],
                 players={"A": {"life": 3}, "B": {"hand": [SHOCK]}})
    assert power_and_toughness(state, "avatar") == (3, 3)
    outcome = mtgsim.play(state)
    assert list(outcome.died) == ["avatar"] and outcome.life["A"] == 1


@plays("This creature's power is equal to the greatest mana value among creatures you control.",
       "This creature's power and toughness are each equal to 2 plus the number of lands you "
       "control.")
def test_greatest_mana_value_and_n_plus_a_count() -> None:
    """CR 202.3 and 604.3: the greatest mana value among A's creatures is the Wurm's 6
    ({4}{G}{G}); B's 8-drop doesn't count: the Gibbon's power is 6. The Elemental is 2 plus
    A's one land: a 3/3. Both unblocked, B takes 9."""
    state = game([creature("gibbon", "A", 0, 4, "This creature's power is equal to the "
                           "greatest mana value among creatures you control.", cost="{1}{G}"),
                  creature("wurm", "A", 0, 1, cost="{4}{G}{G}", sick=True),
                  creature("elemental", "A", 0, 0, "This creature's power and toughness are "
                           "each equal to 2 plus the number of lands you control."),
                  land("forest", "A", "Forest"),
                  creature("colossus", "B", 1, 1, cost="{8}")],
                 attacks={"gibbon": "B", "elemental": "B"})
    assert power_and_toughness(state, "gibbon") == (6, 4)
    assert power_and_toughness(state, "elemental") == (3, 3)
    assert mtgsim.play(state).life["B"] == 11


@plays("This creature's power and toughness are each equal to the number of Forests you "
       "control plus the number of Elves you control.",
       "This creature's power and toughness are each equal to twice the number of cards in "
       "your hand.")
def test_a_sum_of_counts_and_twice_a_count() -> None:
    """CR 604.3: two Forests plus one Elf (itself not an Elf) make a 3/3; two cards in A's
    hand, twice, a 4/4 (B's hand isn't counted). Unblocked, they deal 7."""
    state = game([creature("bark", "A", 0, 0, "This creature's power and toughness are each "
                           "equal to the number of Forests you control plus the number of "
                           "Elves you control."),
                  creature("maro", "A", 0, 0, "This creature's power and toughness are each "
                           "equal to twice the number of cards in your hand."),
                  land("f1", "A", "Forest"), land("f2", "A", "Forest"),
                  creature("elf", "A", 0, 1, subtypes=["Elf"], sick=True)],
                 attacks={"bark": "B", "maro": "B"},
                 players={"A": {"hand": 2}, "B": {"hand": 5}})
    assert power_and_toughness(state, "bark") == (3, 3)
    assert power_and_toughness(state, "maro") == (4, 4)
    assert mtgsim.play(state).life["B"] == 13


@plays("This creature's power and toughness are each equal to the number of black "
       "permanents you control.",
       "This creature gets +1/+1 for each oil counter on it.")
def test_counters_on_it_and_colored_permanents() -> None:
    """CR 604.3, 613.4c and 122.1: A's black permanents (the Horde itself and a black
    enchantment; B's black Knight not) make the Horde a 2/2; three oil counters give the
    2/2 Golem +3/+3. Unblocked, they deal 7."""
    state = game([creature("golem", "A", 2, 2, "This creature gets +1/+1 for each oil counter "
                           "on it."),
                  creature("horde", "A", 0, 0, "This creature's power and toughness are each "
                           "equal to the number of black permanents you control.",
                           colors=["B"]),
                  {"id": "altar", "controller": "A", "name": "Altar", "types": ["Enchantment"],
                   "colors": ["B"]},
                  creature("knight", "B", 2, 2, colors=["B"])],
                 attacks={"golem": "B", "horde": "B"})
    state.permanents["golem"].counters["oil"] = 3
    assert power_and_toughness(state, "golem") == (5, 5)
    assert power_and_toughness(state, "horde") == (2, 2)
    assert mtgsim.play(state).life["B"] == 13


# --- "for each" (613.4c) -----------------------------------------------------------------------

@plays("This creature gets +1/+1 for each artifact you control.")
def test_a_bonus_for_each_artifact_follows_the_count() -> None:
    """CR 613.4c: two artifacts make the 2/2 a 4/4; B destroys one in the declare blockers
    step: a 3/3, and the blocking 3/3 kills it (it would have survived as a 4/4)."""
    state = game([creature("golem", "A", 2, 2, "This creature gets +1/+1 for each artifact you "
                           "control."),
                  {"id": "a1", "controller": "A", "name": "Orb", "types": ["Artifact"]},
                  {"id": "a2", "controller": "A", "name": "Orb", "types": ["Artifact"]},
                  {"id": "a3", "controller": "B", "name": "Orb", "types": ["Artifact"]},
                  creature("bear", "B", 3, 3)],
                 attacks={"golem": "B"}, blocks={"bear": "golem"},
                 actions=[{"step": "declare_blockers", "player": "B", "cast": "smash",
                           "targets": ["a1"]}],
                 players={"A": {}, "B": {"hand": [{
                     "id": "smash", "name": "Smash", "types": ["Instant"], "cost": "{0}",
                     "text": "Destroy target artifact."}]}})
    assert power_and_toughness(state, "golem") == (4, 4)
    assert set(mtgsim.play(state).died) == {"golem", "bear", "a1"}


@plays("Equipped creature gets +1/+1 for each charge counter on Testling.",
       "This creature gets +1/+1 for each Aura attached to it.",
       "This creature gets -1/-1 for each card in your hand.",
       "Domain — This creature gets +1/+1 for each basic land type among lands you control.")
def test_bonuses_for_each_counter_aura_card_and_land_type() -> None:
    """CR 613.4c: two charge counters on the Equipment give its creature +2/+2; the Spirit
    gets +1/+1 for each of its two Auras; the Hound -1/-1 for each of A's three cards in
    hand; the Kavu +1/+1 for each basic land type among A's lands (Forest, Island: 2)."""
    state = game([creature("bear", "A", 2, 2),
                  {"id": "rod", "controller": "A", "name": "Testling", "types": ["Artifact"],
                   "subtypes": ["Equipment"], "attached_to": "bear",
                   "text": "Equipped creature gets +1/+1 for each charge counter on Testling."},
                  creature("spirit", "A", 1, 1, "This creature gets +1/+1 for each Aura "
                           "attached to it."),
                  {"id": "aura1", "controller": "A", "name": "Cloak", "types": ["Enchantment"],
                   "subtypes": ["Aura"], "attached_to": "spirit"},
                  {"id": "aura2", "controller": "B", "name": "Cloak", "types": ["Enchantment"],
                   "subtypes": ["Aura"], "attached_to": "spirit"},
                  creature("hound", "A", 5, 5, "This creature gets -1/-1 for each card in your "
                           "hand."),
                  creature("kavu", "A", 1, 1, "Domain — This creature gets +1/+1 for each "
                           "basic land type among lands you control."),
                  land("f1", "A", "Forest"), land("f2", "A", "Forest"),
                  land("i1", "A", "Island")],
                 attacks={"bear": "B", "spirit": "B", "hound": "B", "kavu": "B"},
                 players={"A": {"hand": 3}, "B": {}})
    state.permanents["rod"].counters["charge"] = 2
    assert [power_and_toughness(state, p) for p in ("bear", "spirit", "hound", "kavu")] == [
        (4, 4), (3, 3), (2, 2), (3, 3)]
    assert mtgsim.play(state).life["B"] == 8


# --- reading -----------------------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "Enchanted creature gets +1/+1 for each other enchantment on the battlefield.",
    "Equipped creature gets +1/+1 for each +1/+1 counter on it."])
def test_it_and_other_after_a_subject_that_is_not_the_source_stay_unread(text: str) -> None:
    """CR 613.4c: "it" and "other" there name the creature the bonus affects, not the
    Aura or Equipment that is the source: read only where that is clear ("other creature",
    "Aura attached to it": ``tests/test_attached_counts.py``); these are listed as not run."""
    assert read_card(text, "Testling", ("Artifact",)).unsupported == (text,)


def test_the_counts_read_whole() -> None:
    """CR 604.3: each count is read and rendered back."""
    for text in ("Testling's power is equal to the highest mana value among creatures you "
                 "control.",
                 "Testling's power is equal to the number of card types among cards in your "
                 "graveyard and its toughness is equal to that number plus 1.",
                 "Testling gets +1/+1 for each creature card in your graveyard.",
                 "Testling gets +1/+1 for each Mountain you control."):
        assert read_card(text, "Testling").status == FULL, text


@pytest.mark.parametrize("power, toughness, text, missing", [
    ("*", "1+*", "Testling's power is equal to the number of creature cards in all graveyards "
     "and its toughness is equal to that number plus 1.", ()),
    ("*", "*", "Testling's power is equal to the number of creature cards in all graveyards "
     "and its toughness is equal to that number plus 1.",
     ("printed toughness '*' (read as 0)",)),
    ("0", "*", "Testling's toughness is equal to your devotion to black.", ()),
    ("*", "4", "Testling's toughness is equal to your devotion to black.",
     ("printed power '*' (read as 0)",))])
def test_an_imported_star_is_defined_only_by_what_defines_it(
        power: str, toughness: str, text: str, missing: tuple[str, ...]) -> None:
    """CR 604.3: a printed "*" (or "1+*") is defined only by an ability defining that
    characteristic, with the printed offset."""
    card = build_record(CardRecord("Testling", "normal", (Face(
        "Testling", types=("Creature",), power=power, toughness=toughness, text=text),)), "t")
    assert card.unsupported == missing


# --- effects: "deals damage equal to <count>" (608.2h) -----------------------------------------

def instant(pid: str, text: str) -> dict[str, Any]:
    return {"id": pid, "name": "Spell", "types": ["Instant"], "cost": "{0}", "text": text}


@plays("Spell deals damage to target creature equal to the number of lands you control.",
       "Spell deals damage to any target equal to the number of cards in your hand.")
def test_damage_equal_to_a_count_taken_as_it_resolves() -> None:
    """CR 608.2h: the count is taken as the spell resolves, from its controller's side: B's
    three lands (A has two: counted, the 4/3 would survive) deal 3 damage to A's 4/3
    attacker, which dies; B's second spell
    counts B's hand after both spells left it (two cards): 2 damage to A."""
    state = game([creature("giant", "A", 4, 3)] +
                 [land(f"a{i}", "A", "Forest") for i in range(2)] +
                 [land(f"b{i}", "B", "Mountain") for i in range(3)],
                 attacks={"giant": "B"},
                 actions=[{"step": "declare_blockers", "player": "B", "cast": "quake",
                           "targets": ["giant"]},
                          {"step": "end_of_combat", "player": "B", "cast": "blast",
                           "targets": ["A"]}],
                 players={"A": {}, "B": {"hand": [
                     instant("quake", "Spell deals damage to target creature equal to the "
                             "number of lands you control."),
                     instant("blast", "Spell deals damage to any target equal to the number "
                             "of cards in your hand."),
                     {"name": "Bears", "power": 2, "toughness": 2},
                     {"name": "Bears", "power": 2, "toughness": 2}]}})
    outcome = mtgsim.play(state)
    assert list(outcome.died) == ["giant"] and outcome.life == {"A": 18, "B": 20}


# --- sunburst (702.44a) ------------------------------------------------------------------------

WASTES: dict[str, Any] = {"name": "Wastes", "types": ["Land"], "text": "{T}: Add {C}."}


@plays("Sunburst")
@pytest.mark.parametrize("lands, types, counters", [
    (["Forest", "Island", "Mountain", "Wastes"], ["Artifact", "Creature"], {"+1/+1": 3}),
    (["Forest", "Forest", "Wastes", "Wastes"], ["Artifact"], {"charge": 1})])
def test_sunburst_counts_the_colors_of_mana_spent(lands: list[str], types: list[str],
                                                 counters: dict[str, int]) -> None:
    """CR 702.44a: cast for {4} with a Forest, an Island, a Mountain and a colorless land, the
    artifact creature enters with a +1/+1 counter for each color spent (three: colorless
    mana is no color), a 3/3; a noncreature artifact paid with two Forests' green and
    colorless mana gets one charge counter (green, counted once)."""
    permanents = [WASTES | {"id": f"l{i}", "controller": "A"} if name == "Wastes" else
                  {"id": f"l{i}", "controller": "A", "card": name}
                  for i, name in enumerate(lands)]
    state = game(permanents, actions=[{"step": "precombat_main", "player": "A",
                                       "cast": "myr"}],
                 players={"A": {"hand": [{"id": "myr", "name": "Myr", "types": types,
                                          "cost": "{4}", "text": "Sunburst",
                                          **({"power": 0, "toughness": 0}
                                             if "Creature" in types else {})}]}, "B": {}})
    mtgsim.play(state)
    assert state.permanents["myr"].counters == counters
    if "Creature" in types:
        assert power_and_toughness(state, "myr") == (3, 3)


@plays("Domain — Target creature gets +1/+1 until end of turn for each basic land type among "
       "lands you control.")
def test_a_domain_pump_counts_once_as_it_resolves() -> None:
    """CR 207.2c, 608.2h and 611.2c: cast in the declare attackers step with two Forests and
    an Island (two basic land types, three lands), the pump gives A's 1/1 +2/+2; B destroys
    the Island in the declare blockers step, but the bonus was fixed as the spell resolved:
    the 3/3 trades with the blocking 3/3 (as a 4/4 it would survive, as a 2/2 it would die
    alone)."""
    state = game([creature("kavu", "A", 1, 1), land("f1", "A", "Forest"),
                  land("f2", "A", "Forest"), land("island", "A", "Island"),
                  creature("bear", "B", 3, 3)],
                 attacks={"kavu": "B"}, blocks={"bear": "kavu"},
                 actions=[{"step": "declare_attackers", "player": "A", "cast": "might",
                           "targets": ["kavu"]},
                          {"step": "declare_blockers", "player": "B", "cast": "raze",
                           "targets": ["island"]}],
                 players={"A": {"hand": [instant(
                     "might", "Domain — Target creature gets +1/+1 until end of turn for each "
                     "basic land type among lands you control.")]},
                          "B": {"hand": [instant("raze", "Destroy target land.")]}})
    outcome = mtgsim.play(state)
    assert set(outcome.died) == {"kavu", "bear", "island"}


@plays("Domain — This spell costs {1} less to cast for each basic land type among lands you "
       "control.")
def test_domain_cost_reduction_counts_basic_land_types() -> None:
    """CR 207.2c, 601.2f and 205.3i: with two Forests and an Island (two basic land types),
    the {3}{G} creature costs {1}{G}: two lands are tapped, one stays untapped (counting
    lands, {G} alone would tap one)."""
    state = game([{"id": pid, "controller": "A", "card": name}
                  for pid, name in (("f1", "Forest"), ("f2", "Forest"), ("island", "Island"))],
                 actions=[{"step": "precombat_main", "player": "A", "cast": "stratadon"}],
                 players={"A": {"hand": [{"id": "stratadon", "name": "Stratadon",
                                          "cost": "{3}{G}", "power": 5, "toughness": 5,
                                          "text": "Domain — This spell costs {1} less to cast "
                                          "for each basic land type among lands you "
                                          "control."}]}, "B": {}})
    mtgsim.play(state)
    assert state.permanents["stratadon"].zone.value == "battlefield"
    assert sum(state.permanents[p].tapped for p in ("f1", "f2", "island")) == 2


@plays("This creature's power and toughness are each equal to the number of Zombies on the "
       "battlefield plus the number of Zombie cards in all graveyards.",
       "This creature's power and toughness are each equal to 1 plus twice the number of "
       "age counters on it.")
def test_creature_type_cards_in_graveyards_and_n_plus_twice_a_count() -> None:
    """CR 604.3 and 205.3m: the Soulless One counts the Zombies on the battlefield (itself and
    B's) and the Zombie cards in every graveyard (a Goblin card isn't one): 2 + 2, a 4/4;
    the Ooze with two age counters is 1 plus twice 2, a 5/5. Unblocked, they deal 9."""
    zombie = {"name": "Ghoul", "power": 2, "toughness": 2, "subtypes": ["Zombie"]}
    state = game([creature("soulless", "A", 0, 0, "This creature's power and toughness are "
                           "each equal to the number of Zombies on the battlefield plus the "
                           "number of Zombie cards in all graveyards.", subtypes=["Zombie"]),
                  creature("ooze", "A", 1, 1, "This creature's power and toughness are each "
                           "equal to 1 plus twice the number of age counters on it."),
                  creature("ghoul", "B", 2, 2, subtypes=["Zombie"], tapped=True)],
                 attacks={"soulless": "B", "ooze": "B"},
                 players={"A": {"graveyard": [zombie, {"name": "Goblin", "power": 1,
                                                       "toughness": 1,
                                                       "subtypes": ["Goblin"]}]},
                          "B": {"graveyard": [zombie]}})
    state.permanents["ooze"].counters["age"] = 2
    assert power_and_toughness(state, "soulless") == (4, 4)
    assert power_and_toughness(state, "ooze") == (5, 5)
    assert mtgsim.play(state).life["B"] == 11


@plays("This creature gets +1/+1 for each Equipment you control.")
def test_a_bonus_for_each_equipment_counts_unattached_ones_too() -> None:
    """CR 613.4c and 301.5: A's two Equipment (one attached to nothing) give the 1/1 +2/+2;
    B's doesn't count. Blocked by a 3/3, the 3/3 trades with it."""
    state = game([creature("squire", "A", 1, 1, "This creature gets +1/+1 for each Equipment "
                           "you control."),
                  *({"id": pid, "controller": who, "name": "Blade", "types": ["Artifact"],
                     "subtypes": ["Equipment"]} for pid, who in (("e1", "A"), ("e2", "A"),
                                                                 ("e3", "B"))),
                  creature("bear", "B", 3, 3)],
                 attacks={"squire": "B"}, blocks={"bear": "squire"})
    assert power_and_toughness(state, "squire") == (3, 3)
    assert set(mtgsim.play(state).died) == {"squire", "bear"}


@plays("Sunburst")
def test_a_creature_tapped_for_convoke_spends_no_mana_for_sunburst() -> None:
    """CR 702.44a and 702.51a: cast for {G}{W} with {G} from the pool and a white creature
    tapped for convoke paying {W}, only green mana was spent: one +1/+1 counter."""
    state = mtgsim.load({"active_player": "A", "step": "precombat main",
                         "permanents": [{"id": "knight", "controller": "A", "name": "Knight",
                                         "power": 1, "toughness": 1, "colors": ["W"]}],
                         "players": {"A": {"hand": [{"id": "myr", "name": "Myr", "power": 0,
                                                     "toughness": 0, "cost": "{G}{W}",
                                                     "text": "Convoke\nSunburst"}],
                                           "mana": "{G}"}, "B": {}}})
    state.apply('cast "myr"')
    while state.decision is not None and state.decision.kind.name == "CHOOSE_PAYMENT":
        state.apply(f'pay "{state.decision.options[0]}"')
    while state.stack:
        state.apply("pass")
    assert state.permanents["knight"].tapped
    assert state.permanents["myr"].counters == {"+1/+1": 1}
