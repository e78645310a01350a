"""Paying mana exactly (sim.rules.costs): hybrid symbols (CR 107.4e), Phyrexian symbols and
paying life for them (107.4f, 119.4, 601.2b), {S} (107.4h), {X} (107.3, 601.2f), and mana
abilities that add several kinds of mana at once (605.1a, 106.1). Real cards are built from
their Oracle text; a brute force over every source's every alternative and every way to pay
the hybrid symbols is the reference for ``can_pay``, ``plan``, ``max_x`` and ``payments``."""

from __future__ import annotations

import itertools
from typing import Any

import pytest
from boards import board
from hypothesis import given, settings
from hypothesis import strategies as st
from played import plays

import mtgsim
from sim.model.card import CardDef
from sim.model.events import CostPaid, LifeLost, TappedForMana
from sim.model.mana import Mana, ManaCost, hybrid_choices, symbol_payments
from sim.model.objects import Permanent, Zone
from sim.model.state import GameState
from sim.rules.casting import activatable
from sim.rules.costs import can_pay, max_x, pay, payments, plan
from sim.text import build_card


def fail(field: str, message: str) -> Exception:
    return ValueError(f"{field}: {message}")


def oracle(name: str, text: str, *, cost: str = "", power: int | None = 2,
           toughness: int | None = 2, **fields: Any) -> CardDef:
    """A card built from its Oracle text, as a card file gives it."""
    values: dict[str, Any] = {"name": name, "text": text, **fields}
    if cost:
        values["cost"] = cost
    if power is not None:
        values.update(power=power, toughness=toughness)
    return build_card(values, fail)


def permanent(name: str, text: str, card_type: str, snow: bool = False) -> CardDef:
    """A noncreature permanent (a land, an artifact) built from its Oracle text."""
    return oracle(name, text, types=[card_type], power=None,
                  **({"supertypes": ["Snow"]} if snow else {}))


FOREST = CardDef("Forest", types=("Land",), subtypes=("Forest",), supertypes=("Basic",))
PLAINS = CardDef("Plains", types=("Land",), subtypes=("Plains",), supertypes=("Basic",))
SWAMP = CardDef("Swamp", types=("Land",), subtypes=("Swamp",), supertypes=("Basic",))
SNOW_FOREST = CardDef("Snow-Covered Forest", types=("Land",), subtypes=("Forest",),
                      supertypes=("Basic", "Snow"))
NANTUKO_ELDER = oracle("Nantuko Elder", "{T}: Add {C}{G}.", cost="{2}{G}", power=1,
                       subtypes=["Insect", "Druid"])


def position(*cards: CardDef, pool: str = "", life: int = 20) -> GameState:
    """Player A controls ``cards`` (ids p0, p1, ...; untapped, able to tap) with ``pool``
    in their mana pool and ``life`` life."""
    state = board(*(Permanent(f"p{i}", "A", c) for i, c in enumerate(cards)))
    state.players["A"].mana = Mana.parse(pool or "{0}")
    state.players["A"].life = life
    return state


# --- the defects, real card by real card --------------------------------------------------

RUNE_CERVIN_RIDER = oracle(
    "Rune-Cervin Rider", "Flying\n{G/W}{G/W}: Rune-Cervin Rider gets +1/+1 until end of turn.",
    cost="{3}{W}", subtypes=["Elf", "Knight"])
FROSTBURN_WEIRD = oracle("Frostburn Weird", "{U/R}: Frostburn Weird gets +1/-1 until end of turn.",
                         cost="{U/R}{U/R}", power=1, toughness=4, subtypes=["Weird"])
STREAM_HOPPER = oracle("Stream Hopper", "{U/R}: Stream Hopper gains flying until end of turn.",
                       cost="{U/R}", power=1, toughness=1, subtypes=["Goblin"])
RIVETEERS_INITIATE = oracle(
    "Riveteers Initiate", "{1}{B/G}: Riveteers Initiate gains deathtouch until end of turn.",
    cost="{1}{R}", subtypes=["Viashino", "Citizen"])


def can_activate(card: CardDef, pool: str, *others: CardDef) -> bool:
    """Whether A may activate ``card``'s first ability with ``pool`` (and ``others``)."""
    assert card.activated and not card.unsupported, card.unsupported
    return activatable(position(card, *others, pool=pool), "A", "p0", 0)


@pytest.mark.parametrize("pool", ["{C}{G}", "{2}", "{R}{R}", "{G}", "{U}{B}"])
def test_rune_cervin_rider_is_not_pumped_with_mana_of_neither_half(pool: str) -> None:
    """CR 107.4e: {G/W} is paid with green or white mana; {C}, generic amounts and red pay
    neither half."""
    assert not can_activate(RUNE_CERVIN_RIDER, pool)


@pytest.mark.parametrize("pool", ["{G}{G}", "{G}{W}", "{W}{W}", "{W}{G}{R}"])
def test_rune_cervin_rider_is_pumped_with_either_half(pool: str) -> None:
    """CR 107.4e: each {G/W} takes a {G} or a {W}, the two independently."""
    assert can_activate(RUNE_CERVIN_RIDER, pool)


@pytest.mark.parametrize("card", [FROSTBURN_WEIRD, STREAM_HOPPER], ids=lambda c: c.name)
def test_frostburn_weird_and_stream_hopper_need_blue_or_red(card: CardDef) -> None:
    """CR 107.4e: {U/R} is paid with blue or red mana, never green or white."""
    assert not can_activate(card, "{G}") and not can_activate(card, "{W}")
    assert not can_activate(card, "{1}")
    assert can_activate(card, "{U}") and can_activate(card, "{R}")
    assert not can_activate(card, "{G}", FOREST, PLAINS)


def test_riveteers_initiate_needs_black_or_green_for_its_hybrid_symbol() -> None:
    """CR 107.4e: {1}{B/G} is a generic mana and a black or green one: {W}{W} can't pay it."""
    assert not can_activate(RIVETEERS_INITIATE, "{W}{W}")
    assert can_activate(RIVETEERS_INITIATE, "{W}{B}")
    assert can_activate(RIVETEERS_INITIATE, "{G}{G}")
    assert can_activate(RIVETEERS_INITIATE, "{W}", FOREST)


def test_nantuko_elder_adds_a_colorless_and_a_green_mana_not_two_green() -> None:
    """CR 605.1a, 106.1: "{T}: Add {C}{G}" adds exactly those two mana, one activation."""
    elder = NANTUKO_ELDER
    assert elder.mana_options == (Mana(G=1, C=1),) and not elder.unsupported
    assert elder.produces == "GC" and elder.mana_made == 2
    state = position(elder)
    assert not can_pay(state, "A", ManaCost.parse("{G}{G}"))
    assert not can_pay(state, "A", ManaCost.parse("{G/W}{G/W}"))
    for cost in ("{C}{G}", "{1}{G}", "{2}", "{G}", "{C}"):
        assert can_pay(state, "A", ManaCost.parse(cost)), cost
    assert can_pay(position(elder, FOREST), "A", ManaCost.parse("{1}{G}{G}"))
    assert not can_pay(position(elder, FOREST), "A", ManaCost.parse("{G}{G}{G}"))
    # {G}: the Elder's {C} stays in the pool (CR 106.4)
    pay(state, "A", ManaCost.parse("{G}"))
    assert state.permanents["p0"].tapped and state.players["A"].mana == Mana(C=1)
    assert [e.amount for e in state.events if isinstance(e, TappedForMana)] == [2]


def test_nantuko_elder_casts_a_two_drop_alone_in_a_game() -> None:
    """CR 601.2g-h, 605.1a: the Elder pays Grizzly Bears' {1}{G} with its {C}{G}; a {G}{G}
    spell is not castable from it."""
    elder = {"id": "elder", "controller": "A", "name": "Nantuko Elder", "cost": "{2}{G}",
             "subtypes": ["Insect", "Druid"], "power": 1, "toughness": 2,
             "text": "{T}: Add {C}{G}."}
    cub = {"id": "cub", "name": "Twin Cubs", "cost": "{G}{G}", "power": 2, "toughness": 2}
    state = mtgsim.load({"active_player": "A", "step": "precombat main",
                         "players": {"A": {"hand": ["Grizzly Bears", cub]}, "B": {}},
                         "permanents": [elder]})
    assert {str(a) for a in state.legal_actions()} == {"pass", 'cast "A:hand:1"'}
    state.apply('cast "A:hand:1"')
    assert state.permanents["elder"].tapped and state.players["A"].mana.total == 0


# --- reading mana abilities -----------------------------------------------------------------

@pytest.mark.parametrize(("text", "options"), [
    ("{T}: Add {C}{G}.", ("{1}{G}",)),
    ("{T}: Add {W}{U}.", ("{W}{U}",)),
    ("{T}: Add {R}{R}.", ("{R}{R}",)),
    ("{T}: Add {R} or {G}.", ("{R}", "{G}")),
    ("{T}: Add {W}, {U}, or {B}.", ("{W}", "{U}", "{B}")),
    ("{T}: Add {R}{R} or {G}{G}.", ("{R}{R}", "{G}{G}")),
    ("{T}: Add {C}.\n{T}: Add {G}.", ("{1}", "{G}")),  # one {T}: one of the two abilities
    ("{T}: Add {C}. ({C} represents colorless mana.)", ("{1}",)),
    # a cost the payment does not pay, a spending restriction, damage, an ability granted
    # to others, a token's: no mana the engine makes for the card itself
    ("{1}, {T}: Add {C}{C}.", ()),
    ("{T}: Add {C}{C}. Spend this mana only to cast artifact spells.", ()),
    ("{T}: Add {C}{C}. This creature deals 2 damage to you.", ()),
    ('Creatures you control have "{T}: Add {G}."', ()),
    ("{T}: Add {G} for each Elf you control.", ()),
])
def test_a_mana_ability_makes_exactly_what_it_adds(text: str, options: tuple[str, ...]) -> None:
    """CR 605.1a, 106.1: each activation adds all the mana its ability names ("Add {C}{G}":
    both), or one of the mana an "or" offers."""
    card = oracle("Testling", text)
    assert tuple(str(m) for m in card.mana_options) == options
    assert card.mana_made == max((m.total for m in card.mana_options), default=0)


def test_a_listed_mana_ability_makes_its_colors() -> None:
    """CR 605.1a: "{T}: Add {G}{G}{G}." listed as an ability (no Oracle text) adds three
    green mana, not colorless."""
    elf = build_card({"name": "Aberration", "power": 4, "toughness": 5,
                      "abilities": ["{T}: Add {G}{G}{G}."]}, fail)
    assert elf.mana_options == (Mana(G=3),) and elf.produces == "G" and elf.mana_made == 3
    assert can_pay(position(elf), "A", ManaCost.parse("{G}{G}{G}"))


def test_a_dual_lands_reminder_text_and_its_types_agree() -> None:
    """CR 305.6: a land with two basic land types has both intrinsic abilities."""
    taiga = CardDef("Taiga", types=("Land",), subtypes=("Mountain", "Forest"),
                    text="({T}: Add {R} or {G}.)")
    assert taiga.mana_options == (Mana(R=1), Mana(G=1))


# --- mana costs: symbols and mana value -------------------------------------------------------

@pytest.mark.parametrize(("cost", "value", "least"), [
    ("{1}{G/W}{G/W}", 3, 3),      # Kitchen Finks
    ("{2/W}{2/W}{2/W}", 6, 3),    # Spectral Procession (CR 202.3f's own example: 6)
    ("{1}{B/P}{B/P}", 3, 1),      # Dismember (202.3g)
    ("{1}{G}{G/W/P}{W}", 4, 3),   # Ajani, Sleeper Agent
    ("{U/R}{U/R}", 2, 2),         # Frostburn Weird
    ("{X}{G/P}", 1, 0),
    ("{C/W}", 1, 1),
    ("{S}", 1, 1),
])
def test_mana_value_of_hybrid_and_phyrexian_symbols(cost: str, value: int, least: int) -> None:
    """CR 202.3f: a hybrid symbol counts its largest component; 202.3g: a Phyrexian symbol
    counts 1; ``least`` is the least mana a payment may take."""
    parsed = ManaCost.parse(cost)
    assert parsed.total() == value and parsed.least() == least
    assert str(parsed) == cost  # every symbol, in order, rendered back


def test_costs_without_hybrid_symbols_keep_the_plain_fields() -> None:
    cost = ManaCost.parse("{2}{W}{W}")
    assert cost == ManaCost(generic=2, W=2) and cost.hybrid == () and cost.unpaid == ()
    assert ManaCost.parse("{G}{W}") == ManaCost(W=1, G=1)  # the order written is kept apart
    assert str(ManaCost.parse("{G}{W}")) == "{G}{W}" and str(ManaCost(W=1, G=1)) == "{W}{G}"


def test_the_ways_to_pay_hybrid_symbols() -> None:
    """CR 107.4e-f, 601.2b: the nonhybrid equivalents, less life then less mana first."""
    assert symbol_payments("G/W") == (("G", 0, 0), ("W", 0, 0))
    assert symbol_payments("2/W") == (("", 2, 0), ("W", 0, 0))  # as written
    assert hybrid_choices(("2/W",))[0] == ((1, 0, 0, 0, 0, 0), 0, 0)  # {W}: less mana
    assert symbol_payments("B/P") == (("B", 0, 0), ("", 0, 2))
    assert symbol_payments("G/W/P") == (("G", 0, 0), ("W", 0, 0), ("", 0, 2))
    assert symbol_payments("S") is None and symbol_payments("H/W") is None
    assert [life for _, _, life in hybrid_choices(("B/P", "B/P"))] == [0, 2, 4]
    assert len(hybrid_choices(("G/W", "G/W"))) == 3  # GG, GW, WW: the order doesn't matter


def test_an_unknown_symbol_is_never_paid() -> None:
    cost = ManaCost.parse("{1}{H/W}")
    assert cost.unpaid == ("H/W",) and str(cost) == "{1}{H/W}"
    assert not can_pay(position(pool="{9}{W}{W}"), "A", cost)


# --- hybrid, Phyrexian, snow, X -------------------------------------------------------------

def test_monocolored_hybrid_takes_its_color_or_two_generic() -> None:
    """CR 107.4e: {2/W} is paid with one white mana or two mana of any type."""
    cost = ManaCost.parse("{2/W}")
    assert can_pay(position(pool="{W}"), "A", cost)
    assert can_pay(position(pool="{R}{R}"), "A", cost)
    assert can_pay(position(pool="{2}"), "A", cost)
    assert not can_pay(position(pool="{1}"), "A", cost)
    # Spectral Procession with three Plains, or with six other mana, or two and two and {W}
    procession = ManaCost.parse("{2/W}{2/W}{2/W}")
    assert can_pay(position(PLAINS, PLAINS, PLAINS), "A", procession)
    assert can_pay(position(pool="{6}"), "A", procession)
    assert can_pay(position(PLAINS, pool="{4}"), "A", procession)
    assert not can_pay(position(PLAINS, pool="{3}"), "A", procession)
    found = plan(position(PLAINS, FOREST, FOREST), "A", cost)
    assert found is not None and [sid for sid, _, _ in found[1]] == ["p0"]  # {W}: one land


def test_phyrexian_mana_is_paid_with_its_color_or_two_life() -> None:
    """CR 107.4f: {B/P} takes a black mana or 2 life; the engine's own choice pays mana."""
    cost = ManaCost.parse("{1}{B/P}{B/P}")  # Dismember
    state = position(SWAMP, FOREST, life=20)
    found = plan(state, "A", cost)
    assert found is not None and found[2] == 2  # one Swamp: the other symbol costs 2 life
    assert can_pay(position(FOREST, life=4), "A", cost)  # a Forest and 4 life (119.4: 4 >= 4)
    assert not can_pay(position(FOREST, life=3), "A", cost)
    assert can_pay(position(FOREST, life=3), "A", ManaCost.parse("{1}{B/P}"))


def test_paying_life_needs_that_much_life() -> None:
    """CR 119.4: a player can pay life only if their life total is at least the payment;
    at 0 or less, none; 2 life at exactly 2 is allowed (they go to 0)."""
    cost = ManaCost.parse("{G/P}")  # Mutagenic Growth
    assert can_pay(position(life=2), "A", cost)
    assert not can_pay(position(life=1), "A", cost)
    assert not can_pay(position(life=0), "A", cost)
    assert not can_pay(position(life=-3), "A", cost)
    assert can_pay(position(FOREST, life=0), "A", cost)  # a green mana still pays it
    state = position(life=2)
    pay(state, "A", cost)
    assert state.players["A"].life == 0
    lost = [e for e in state.events if isinstance(e, LifeLost)]
    assert [(e.player, e.amount) for e in lost] == [("A", 2)]
    assert not any(isinstance(e, CostPaid) for e in state.events)  # no mana was paid


def test_life_paid_elsewhere_in_the_cost_counts_toward_the_total() -> None:
    """CR 119.4 over the whole cost: "{B/P}, Pay 1 life" with 2 life can't pay 3 life."""
    card = oracle("Testling", "{B/P}, Pay 1 life: Testling gets +1/+1 until end of turn.")
    assert card.activated and not card.unsupported
    assert not activatable(position(card, life=2), "A", "p0", 0)
    assert activatable(position(card, life=3), "A", "p0", 0)
    assert activatable(position(card, SWAMP, life=1), "A", "p0", 0)


def test_hybrid_phyrexian_takes_either_color_or_life() -> None:
    """CR 107.4f: {G/W/P} takes a green or a white mana, or 2 life."""
    cost = ManaCost.parse("{G/W/P}")
    assert can_pay(position(pool="{W}", life=0), "A", cost)
    assert can_pay(position(pool="{G}", life=0), "A", cost)
    assert not can_pay(position(pool="{R}", life=1), "A", cost)
    assert can_pay(position(pool="{R}", life=2), "A", cost)


def test_the_player_chooses_mana_or_life_for_phyrexian_mana() -> None:
    """CR 601.2b: the player announces mana or 2 life for each Phyrexian symbol; the ways
    offered include each that differs, the engine's (mana) first, and no way paying more."""
    state = position(SWAMP, SWAMP, life=20)
    ways = payments(state, "A", ManaCost.parse("{B/P}{B/P}"))
    assert ways == [("p0", "p1"), ("p0", "2 life"), ("4 life",)]
    # at 3 life only one symbol may take life
    assert payments(position(SWAMP, SWAMP, life=3), "A", ManaCost.parse("{B/P}{B/P}")) == [
        ("p0", "p1"), ("p0", "2 life")]
    # choosing a way pays it
    pay(state, "A", ManaCost.parse("{B/P}{B/P}"), using=("p0", "2 life"))
    assert state.players["A"].life == 18 and state.permanents["p0"].tapped
    assert not state.permanents["p1"].tapped


def test_casting_mutagenic_growth_for_two_life_in_a_game() -> None:
    """CR 601.2b, 107.4f, 119.4: a Forest or 2 life; the player's choice is made."""
    growth = {"id": "mg", "name": "Mutagenic Growth", "types": ["Instant"], "cost": "{G/P}",
              "text": "({G/P} can be paid with either {G} or 2 life.)\n"
                      "Target creature gets +2/+2 until end of turn."}
    state = mtgsim.load({"active_player": "A", "step": "precombat main",
                         "players": {"A": {"life": 20, "hand": [growth]}, "B": {}},
                         "permanents": [{"id": "f1", "controller": "A", "card": "Forest"},
                                        {"id": "bear", "controller": "A",
                                         "card": "Grizzly Bears"}]})
    state.apply('cast "mg"')
    state.apply('target "bear"')
    assert state.decision is not None and state.decision.kind == "choose_payment"
    assert {str(a) for a in state.legal_actions()} == {'pay f1', 'pay "2 life"'}
    state.apply('pay "2 life"')
    assert state.players["A"].life == 18 and not state.permanents["f1"].tapped


def test_snow_mana_comes_from_snow_sources_only() -> None:
    """CR 107.4h: {S} is one generic mana paid with mana a snow source made; the pool's
    mana (a scenario's) and a plain Forest's don't pay it."""
    cost = ManaCost.parse("{S}")
    assert can_pay(position(SNOW_FOREST), "A", cost)
    assert not can_pay(position(FOREST, pool="{G}{2}"), "A", cost)
    both = ManaCost.parse("{G}{S}")
    assert can_pay(position(FOREST, SNOW_FOREST), "A", both)
    assert can_pay(position(SNOW_FOREST, FOREST), "A", both)
    assert not can_pay(position(SNOW_FOREST), "A", both)
    assert can_pay(position(SNOW_FOREST, pool="{G}"), "A", both)
    # the snow land's {G} goes to {S}, the Elder's to {G}: which mana pays which symbol is
    # searched, not taken first come
    garden = permanent("Snow Garden", "{T}: Add {G}{W}.", "Land", snow=True)
    assert can_pay(position(NANTUKO_ELDER, garden), "A", ManaCost.parse("{W}{G}{C}{S}"))
    assert can_pay(position(garden, NANTUKO_ELDER), "A", ManaCost.parse("{W}{G}{C}{S}"))
    assert not can_pay(position(garden, NANTUKO_ELDER), "A", ManaCost.parse("{W}{G}{G}{S}"))
    centaur = oracle("Boreal Centaur", "{S}: Boreal Centaur gets +1/+1 until end of turn. "
                     "Activate only once each turn. ({S} can be paid with one mana from a "
                     "snow source.)", supertypes=["Snow"], subtypes=["Centaur", "Warrior"])
    assert not centaur.unsupported
    assert activatable(position(centaur, SNOW_FOREST), "A", "p0", 0)
    assert not activatable(position(centaur, FOREST), "A", "p0", 0)


def test_x_takes_every_mana_a_phyrexian_symbol_paid_with_life_leaves() -> None:
    """CR 107.3, 601.2f: X is as large as the mana left once the other symbols are paid —
    2 life for {G/P} leaves all the mana for X; without the life, a green mana pays it."""
    cost = ManaCost.parse("{X}{G/P}")
    assert max_x(position(pool="{3}", life=20), "A", cost) == 3
    assert max_x(position(pool="{3}", life=1), "A", cost) == -1
    assert max_x(position(pool="{G}{2}", life=1), "A", cost) == 2
    assert max_x(position(pool="{G}{2}", life=2), "A", cost) == 3
    assert max_x(position(NANTUKO_ELDER, FOREST), "A", ManaCost.parse("{X}{G}{G}")) == 1


# --- against a brute force --------------------------------------------------------------------

#: mana sources of every shape: one kind, a choice, several kinds at once, two abilities, a
#: snow land, abilities making different amounts
SOURCES: dict[str, CardDef] = {
    "G": FOREST, "W": PLAINS, "B": SWAMP, "sG": SNOW_FOREST,
    "RG": permanent("Karplusan-like", "{T}: Add {R} or {G}.", "Land"),
    "CG": NANTUKO_ELDER,
    "WU": permanent("Azorius Chancery", "{T}: Add {W}{U}.", "Land"),
    "CC": permanent("Sol Ring", "{T}: Add {C}{C}.", "Artifact"),
    "C|GW": permanent("Talisman-like", "{T}: Add {C}.\n{T}: Add {G} or {W}.", "Artifact"),
    "C|GG": permanent("Uneven", "{T}: Add {C}.\n{T}: Add {G}{G}.", "Artifact"),
    "sGG": permanent("Snow Totem", "{T}: Add {G}{G}.", "Artifact", snow=True),
    "sGW": permanent("Snow Garden", "{T}: Add {G}{W}.", "Land", snow=True),
}
SYMBOLS = ["{W}", "{U}", "{B}", "{G}", "{C}", "{1}", "{2}", "{S}", "{G/W}", "{U/R}", "{B/G}",
           "{2/W}", "{C/W}", "{B/P}", "{G/P}", "{G/W/P}"]


def brute(state: GameState, cost: ManaCost, x: int = 0, other_life: int = 0,
          only: frozenset[str] | None = None) -> set[tuple[frozenset[str], int]]:
    """Every (sources tapped, life paid) that pays ``cost``: each source untapped or tapped
    for one of its alternatives, each hybrid symbol paid each of its ways, tried."""
    player = state.players["A"]
    perms = [p for p in state.permanents.values() if only is None or p.id in only]
    found: set[tuple[frozenset[str], int]] = set()
    if cost.unpaid:
        return found
    for choice in itertools.product(*[(None, *p.card.mana_options) for p in perms]):
        plain = {c: getattr(player.mana, c) for c in "WUBRGC"}
        snow = dict.fromkeys("WUBRGC", 0)
        for p, made in zip(perms, choice, strict=True):
            if made is not None:
                into = snow if "Snow" in p.card.supertypes else plain
                for c in "WUBRGC":
                    into[c] += getattr(made, c)
        tapped = frozenset(p.id for p, made in zip(perms, choice, strict=True) if made)
        for ways in itertools.product(*[symbol_payments(s) or () for s in cost.hybrid]):
            life = sum(paid for _, _, paid in ways)
            if life and player.life < life + other_life:
                continue
            need = {c: getattr(cost, c) for c in "WUBRGC"}
            generic = cost.generic + cost.x * x + sum(more for _, more, _ in ways)
            for kind, _, _ in ways:
                if kind:
                    need[kind] += 1
            if any(plain[c] + snow[c] < need[c] for c in "WUBRGC"):
                continue
            snow_left = sum(snow[c] - max(0, need[c] - plain[c]) for c in "WUBRGC")
            total = sum(plain.values()) + sum(snow.values())
            if snow_left >= cost.S and total >= sum(need.values()) + cost.S + generic:
                found.add((tapped, life))
    return found


def minimal(ways: set[tuple[frozenset[str], int]], state: GameState
            ) -> set[tuple[tuple[tuple[str, int], ...], int]]:
    """The ways no other way beats (as few sources of each card or fewer, and as little life
    or less), each as how many sources of each card it taps (the cards by name)."""
    def counts(tapped: frozenset[str]) -> dict[str, int]:
        out: dict[str, int] = {}
        for sid in tapped:
            name = state.permanents[sid].card.name
            out[name] = out.get(name, 0) + 1
        return out

    keyed = [(counts(t), life) for t, life in ways]

    def beats(a: tuple[dict[str, int], int], b: tuple[dict[str, int], int]) -> bool:
        return a != b and a[1] <= b[1] and all(n <= b[0].get(k, 0) for k, n in a[0].items())

    return {(tuple(sorted(c.items())), life) for c, life in keyed
            if not any(beats(o, (c, life)) for o in keyed)}


boards = st.lists(st.sampled_from(sorted(SOURCES)), max_size=4)
pools = st.lists(st.sampled_from(["{W}", "{G}", "{R}", "{C}"]), max_size=2)
costs = st.lists(st.sampled_from(SYMBOLS), max_size=4)


@settings(max_examples=300, deadline=None)
@given(boards, pools, costs, st.integers(0, 6), st.integers(0, 2), st.integers(0, 2))
def test_can_pay_and_plan_match_a_brute_force(kinds: list[str], pool: list[str],
                                              symbols: list[str], life: int, x: int,
                                              other_life: int) -> None:
    state = position(*(SOURCES[k] for k in kinds), pool="".join(pool), life=life)
    cost = ManaCost.parse("{X}" * (x > 0) + "".join(symbols))
    ways = brute(state, cost, x, other_life)
    assert can_pay(state, "A", cost, x, other_life=other_life) == bool(ways)
    found = plan(state, "A", cost, x, other_life=other_life)
    assert (found is not None) == bool(ways)
    if found is None:
        return
    left, tapped, paid = found
    # the plan is a payment the brute force finds, and taps no source it could do without
    way = (frozenset(sid for sid, _, _ in tapped), paid)
    assert way in ways
    assert paid == min(life for _, life in ways)  # mana before life
    assert not any(t < way[0] and life == paid for t, life in ways)
    # what it leaves in the pool is what was there and made, less the mana of one way to
    # pay the hybrid symbols with that life
    made = sum(amount for _, _, amount in tapped)
    have = state.players["A"].mana.total
    assert min(getattr(left, c) for c in "WUBRGC") >= 0
    plain = cost.least(x) - sum(min(n + (1 if k else 0) for k, n, _ in symbol_payments(s) or ())
                                for s in cost.hybrid)
    assert have + made - left.total in {plain + sum(kinds) + more for kinds, more, life_paid
                                        in hybrid_choices(cost.hybrid) if life_paid == paid}
    pay(state, "A", cost, x, other_life=other_life)  # never fails once affordable
    assert state.players["A"].life == life - paid


@settings(max_examples=150, deadline=None)
@given(boards, pools, costs, st.integers(0, 6))
def test_max_x_matches_a_brute_force(kinds: list[str], pool: list[str], symbols: list[str],
                                     life: int) -> None:
    state = position(*(SOURCES[k] for k in kinds), pool="".join(pool), life=life)
    cost = ManaCost.parse("{X}" + "".join(symbols))
    best = max((x for x in range(12) if brute(state, cost, x)), default=-1)
    assert max_x(state, "A", cost) == best


@settings(max_examples=150, deadline=None)
@given(boards, pools, costs, st.integers(0, 6))
def test_payments_are_the_ways_no_other_way_beats(kinds: list[str], pool: list[str],
                                                  symbols: list[str], life: int) -> None:
    """CR 601.2b, 601.2g: each way that differs (which cards' sources, how many, how much
    life) and taps or pays nothing more than needed, the engine's own first."""
    state = position(*(SOURCES[k] for k in kinds), pool="".join(pool), life=life)
    cost = ManaCost.parse("".join(symbols))
    ways = payments(state, "A", cost)
    expected = minimal(brute(state, cost), state)
    if not expected:
        assert ways == []
        return
    first = plan(state, "A", cost)
    assert first is not None and ways[0][:len(first[1])] == tuple(s for s, _, _ in first[1])

    def key(way: tuple[str, ...]) -> tuple[tuple[tuple[str, int], ...], int]:
        life_paid = sum(int(p.split()[0]) for p in way if p.endswith(" life"))
        names: dict[str, int] = {}
        for sid in way:
            if not sid.endswith(" life"):
                name = state.permanents[sid].card.name
                names[name] = names.get(name, 0) + 1
        return tuple(sorted(names.items())), life_paid

    assert len({key(w) for w in ways}) == len(ways)  # no two alike
    assert {key(w) for w in ways} == expected
    for way in ways:  # each way, chosen, is paid as chosen
        chosen = position(*(SOURCES[k] for k in kinds), pool="".join(pool), life=life)
        pay(chosen, "A", cost, using=way)
        tapped = {p.id for p in chosen.permanents.values() if p.tapped}
        assert tapped == {s for s in way if not s.endswith(" life")}
        assert chosen.players["A"].life == life - key(way)[1]


# --- mana abilities with a choice, played (CR 605.1a, 106.1) -----------------------------------

def land(pid: str, text: str, **fields: Any) -> dict[str, Any]:
    """An inline land A controls whose Oracle text is ``text``."""
    return {"id": pid, "controller": "A", "name": f"Land {pid}", "types": ["Land"],
            "text": text, **fields}


def casting(cost: str, *sources: dict[str, Any]) -> GameState:
    """A's precombat main phase: ``sources`` on the battlefield, a 1/1 costing ``cost`` in
    hand (A:hand:1), an empty mana pool."""
    spell = {"name": "Kid", "cost": cost, "power": 1, "toughness": 1}
    return mtgsim.load({"active_player": "A", "step": "precombat main",
                        "players": {"A": {"hand": [spell]}, "B": {}},
                        "permanents": list(sources)})


def castable(cost: str, *sources: dict[str, Any]) -> bool:
    """Whether A may cast the 1/1 costing ``cost`` with ``sources``' mana."""
    state = casting(cost, *sources)
    for pid in ("l1", "l2"):
        if pid in state.permanents:
            assert not state.permanents[pid].card.unsupported
    return 'cast "A:hand:1"' in {str(a) for a in state.legal_actions()}


@plays("{T}: Add {W} or {U}.", "{T}: Add {G} or {W}.")
def test_two_lands_that_add_one_of_two_colors_pay_exactly_those_colors() -> None:
    """CR 605.1a and 106.1: "{T}: Add {W} or {U}" adds one white or one blue mana, one
    activation: two such lands cast a {W}{U} spell (one tapped for each color) and a {W}{W}
    one, never a {B} one; a "{G} or {W}" land pays {G} or {W} but not {B}, and one land
    never pays two mana ({G}{W})."""
    either = "{T}: Add {W} or {U}."
    state = casting("{W}{U}", land("l1", either), land("l2", either))
    state.apply('cast "A:hand:1"')
    assert state.permanents["l1"].tapped and state.permanents["l2"].tapped
    assert state.players["A"].mana.total == 0
    assert [e.amount for e in state.events if isinstance(e, TappedForMana)] == [1, 1]
    assert castable("{W}{W}", land("l1", either), land("l2", either))
    assert not castable("{B}", land("l1", either), land("l2", either))
    assert not castable("{W}{U}{U}", land("l1", either), land("l2", either))
    green_white = "{T}: Add {G} or {W}."
    assert castable("{G}", land("l1", green_white))
    assert castable("{W}", land("l1", green_white))
    assert not castable("{B}", land("l1", green_white))
    assert not castable("{G}{W}", land("l1", green_white))


@plays("{T}: Add {W}, {U}, or {B}.")
def test_a_tri_land_adds_one_of_its_three_colors() -> None:
    """CR 605.1a and 106.1: "{T}: Add {W}, {U}, or {B}" adds one mana of one of the three
    colors: it pays {W}, {U} or {B}, never {R}, {G} or {C}, and one mana only."""
    text = "{T}: Add {W}, {U}, or {B}."
    for cost in ("{W}", "{U}", "{B}", "{1}"):
        assert castable(cost, land("l1", text)), cost
    for cost in ("{R}", "{G}", "{C}", "{W}{U}", "{2}"):
        assert not castable(cost, land("l1", text)), cost


@plays("{T}: Add {R}{R} or {G}{G}.")
def test_a_choice_of_two_mana_of_one_color_is_all_of_one_alternative() -> None:
    """CR 605.1a and 106.1: "{T}: Add {R}{R} or {G}{G}" adds two red or two green mana, never
    one of each: it pays {R}{R}, {G}{G} and {1}{G}, not {R}{G}."""
    text = "{T}: Add {R}{R} or {G}{G}."
    for cost in ("{R}{R}", "{G}{G}", "{1}{G}", "{2}"):
        assert castable(cost, land("l1", text)), cost
    assert not castable("{R}{G}", land("l1", text))
    assert not castable("{R}{R}{R}", land("l1", text))


@plays("{T}: Add one mana of any color.")
def test_one_mana_of_any_color_pays_each_color_but_not_colorless() -> None:
    """CR 605.1a and 106.1a-b: "one mana of any color" is white, blue, black, red or green
    mana: a Birds of Paradise pays any one colored symbol, never {C} (colorless mana is no
    color) nor two symbols; summoning sick it can't be tapped for mana (302.6)."""
    text = "{T}: Add one mana of any color."
    birds = {"id": "l1", "controller": "A", "name": "Birds", "power": 0, "toughness": 1,
             "subtypes": ["Bird"], "text": text}
    for cost in ("{W}", "{U}", "{B}", "{R}", "{G}", "{1}"):
        assert castable(cost, birds), cost
        assert castable(cost, land("l1", text)), cost
    for cost in ("{C}", "{G}{G}", "{W}{U}"):
        assert not castable(cost, birds), cost
    assert not castable("{G}", {**birds, "sick": True})
    state = casting("{B}", birds)
    state.apply('cast "A:hand:1"')
    assert state.permanents["l1"].tapped
    assert [e.amount for e in state.events if isinstance(e, TappedForMana)] == [1]
    assert state.players["A"].mana.total == 0  # the {B} paid, the Kid cast
    assert state.permanents["A:hand:1"].zone is not Zone.HAND
