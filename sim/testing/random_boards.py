"""Random positions and decks for the checker and the tests: ``random_board`` (two players,
creatures with a mix of keywords, optionally hands of tricks, activated abilities and
triggering keywords, any rules edition), ``random_deck`` (a legal-looking deck from a
card pool) and ``random_game`` (two of them, started).
"""

from __future__ import annotations

import re
from collections.abc import Iterable

import attrs
import numpy as np

from sim.io.random_scenarios import random_scenario
from sim.io.scenario import parse_scenario
from sim.model.card import BASIC_LAND_TYPES, CardDef
from sim.model.editions import MAGIC_EDITIONS, Edition
from sim.model.keywords import Kw
from sim.model.mana import Mana
from sim.model.objects import LOYALTY, Permanent, Zone
from sim.model.state import GameState
from sim.rules.opening import new_game
from sim.text import build_card, names

KEYWORD_MIX = (Kw.FLYING, Kw.REACH, Kw.FIRST_STRIKE, Kw.DOUBLE_STRIKE, Kw.DEATHTOUCH,
               Kw.TRAMPLE, Kw.LIFELINK, Kw.VIGILANCE, Kw.MENACE, Kw.INDESTRUCTIBLE, Kw.INFECT,
               Kw.WITHER, Kw.DEFENDER, Kw.HASTE, Kw.BLOCK_ADDITIONAL, Kw.LURE)


#: the mix for Puzzle Quest boards: the document's abilities (PQ "Creature slots", "Attacking",
#: "Blocking") on top of the shared ones
PQ_KEYWORD_MIX = (*KEYWORD_MIX, Kw.BRAVERY, Kw.BERSERKER, Kw.DISABLED, Kw.UNBLOCKABLE,
                  Kw.CANT_ATTACK, Kw.CANT_BLOCK, Kw.REACH, Kw.VIGILANCE, Kw.DEFENDER)


def random_deck(rng: np.random.Generator, pool: Iterable[CardDef], size: int = 40,
                nonbasic: float = 0.0) -> list[CardDef]:
    """A random deck of ``size`` cards from ``pool`` (the bundled cards:
    ``cards.default_pool()``, or real cards): one or two colors drawn at random, 40% lands:
    basic lands of those colors (split evenly, the odd one at random), of which a share
    ``nonbasic`` (rounded) is replaced by nonbasic lands of the pool the engine fully runs
    that make mana of one of those colors or colorless mana, when the pool has some; and the
    rest creatures and spells the engine fully runs (``CardDef.unsupported`` empty) whose
    mana costs the lands pay (every colored symbol of the deck's colors, hybrid symbols with
    one of them; colorless cards too), drawn uniformly with at most four copies of a card
    while the candidates allow. The cards come in a random order (a game shuffles them
    anyway)."""
    cards = list(pool)
    picked = rng.choice(len(BASIC_COLORS), int(rng.integers(1, 3)), replace=False)
    colors = [BASIC_COLORS[int(i)] for i in sorted(picked)]
    basics: dict[str, CardDef] = {}
    for card in cards:
        if "Land" in card.types and "Basic" in card.supertypes:
            for sub in card.subtypes:
                color = BASIC_LAND_TYPES.get(sub)
                if color is not None:
                    basics.setdefault(color, card)
    missing = [c for c in colors if c not in basics]
    if missing:
        raise ValueError(f"the pool has no basic land for {', '.join(missing)}")
    spells = [c for c in cards if "Land" not in c.types and not c.unsupported
              and _payable(c.cost, colors)]
    if not spells:
        raise ValueError(f"the pool has no fully supported card castable with "
                         f"{''.join(colors)} mana")
    lands = round(size * 0.4)
    first = lands // 2 if len(colors) == 2 else lands
    if len(colors) == 2 and lands % 2 and rng.integers(2):
        first += 1
    deck = [basics[colors[0]]] * first + [basics[colors[-1]]] * (lands - first)
    copies: dict[str, int] = {}
    others = [c for c in cards if "Land" in c.types and "Basic" not in c.supertypes
              and not c.unsupported and set(c.produces) & {*colors, "C"}]
    if others and nonbasic:
        for i in rng.permutation(lands)[:round(lands * nonbasic)]:
            land = others[int(rng.integers(len(others)))]
            if copies.get(land.name, 0) < 4:
                copies[land.name] = copies.get(land.name, 0) + 1
                deck[int(i)] = land
    cap = 4 if 4 * len(spells) >= size - lands else size
    while len(deck) < size:
        card = spells[int(rng.integers(len(spells)))]
        if copies.get(card.name, 0) < cap:
            copies[card.name] = copies.get(card.name, 0) + 1
            deck.append(card)
    return [deck[int(i)] for i in rng.permutation(len(deck))]


def random_game(rng: np.random.Generator, pool: Iterable[CardDef], seed: int,
                turn_limit: int) -> GameState:
    """A started game between two ``random_deck``s of ``pool`` (A's drawn first), shuffled
    with ``seed`` (``sim.rules.opening.new_game``): the positions fast paths are checked on."""
    cards = list(pool)
    state = new_game({"A": random_deck(rng, cards), "B": random_deck(rng, cards)}, seed,
                     turn_limit=turn_limit)
    state.start()
    return state


#: the colors of mana basic lands make, in WUBRG order
BASIC_COLORS = tuple(BASIC_LAND_TYPES.values())


_SYMBOL = re.compile(r"\{([^}]*)\}")


def _payable(cost: str, colors: list[str]) -> bool:
    """Whether lands of ``colors`` pay every symbol of ``cost``: a generic amount or X, a
    colored symbol of those colors, a hybrid symbol with one of them or a generic half, a
    Phyrexian symbol (life); not {C}, {S} or another color."""
    for symbol in _SYMBOL.findall(cost):
        parts = symbol.upper().split("/")
        if not any(p.isdigit() or p in ("X", "P") or p in colors for p in parts):
            return False
    return True


def _fail(field: str, message: str) -> Exception:
    return ValueError(f"built-in card definition, {field}: {message}")


#: The instants (and a flash creature) ``random_board(..., tricks=True)`` deals into hands.
TRICKS: tuple[dict[str, object], ...] = (
    {"name": "Giant Growth", "types": ["Instant"], "colors": ["G"], "cost": "{G}",
     "text": "Target creature gets +3/+3 until end of turn."},
    {"name": "Disfigure", "types": ["Instant"], "colors": ["B"], "cost": "{B}",
     "text": "Target creature gets -2/-2 until end of turn."},
    {"name": "Swift Strike", "types": ["Instant"], "colors": ["W"], "cost": "{1}{W}",
     "text": "Target creature gains first strike until end of turn."},
    {"name": "Righteousness", "types": ["Instant"], "colors": ["W"], "cost": "{W}",
     "text": "Destroy target attacking creature."},
    {"name": "Holy Day", "types": ["Instant"], "colors": ["W"], "cost": "{W}",
     "text": "Prevent all combat damage that would be dealt this turn."},
    {"name": "Healing Salve", "types": ["Instant"], "colors": ["W"], "cost": "{W}",
     "text": "Prevent the next 3 damage that would be dealt to any target this turn."},
    {"name": "Shock", "types": ["Instant"], "colors": ["R"], "cost": "{R}",
     "text": "Shock deals 2 damage to any target."},
    {"name": "Raise the Alarm", "types": ["Instant"], "colors": ["W"], "cost": "{1}{W}",
     "text": "Create two 1/1 white Soldier creature tokens."},
    {"name": "Ambush Viper", "types": ["Creature"], "subtypes": ["Snake"], "colors": ["G"],
     "cost": "{1}{G}", "power": 2, "toughness": 1, "text": "Flash\nDeathtouch"},
    {"name": "Forked Shock", "types": ["Instant"], "colors": ["R"], "cost": "{R}",
     "text": "Forked Shock deals 3 damage divided as you choose among one or two targets."},
    {"name": "Deflecting Palm", "types": ["Instant"], "colors": ["R", "W"], "cost": "{R}{W}",
     "text": "The next time a source of your choice would deal damage to you this turn, "
             "prevent that damage. If damage is prevented this way, Deflecting Palm deals "
             "that much damage to that source's controller."},
)


#: Activated abilities given to some creatures of a ``tricks`` board.
ACTIVATED = ("{G}: Regenerate this creature.", "{1}{R}: This creature gets +2/+0 until end "
             "of turn.", "{1}{U}: This creature gains flying until end of turn.")


#: Keywords that trigger, and a triggered ability in text, given to some creatures of a
#: ``tricks`` board.
TRIGGERING = ("exalted", "flanking", "bushido 1", "rampage 1", "provoke", "annihilator 1",
              "ward {1}", "prowess", "afflict 1",
              "Whenever this creature attacks, create a 1/1 red Goblin creature token that's "
              "tapped and attacking.")


#: a land whose mana ability pays generic costs (``sim.rules.costs``)
_LAND = {"name": "Wastes", "types": ["Land"], "text": "{T}: Add {C}."}


def _cards() -> tuple[tuple[CardDef, ...], tuple[CardDef, ...], tuple[CardDef, ...], CardDef]:
    tricks = tuple(build_card(t, _fail) for t in TRICKS)
    activated = tuple(build_card({"name": "with an ability", "power": 1, "toughness": 1,
                                  "text": text}, _fail) for text in ACTIVATED)
    keyed = tuple(build_card({"name": "with a trigger", "power": 1, "toughness": 1,
                              **({"text": word} if " " in word and word[0].isupper()
                                 else {"keywords": [word]})}, _fail) for word in TRIGGERING)
    return tricks, activated, keyed, build_card(_LAND, _fail)


_CARDS: list[tuple[tuple[CardDef, ...], tuple[CardDef, ...], tuple[CardDef, ...], CardDef]] = []


class _NoCards:
    """A card pool with no card: a random board's creatures are all inline."""

    def get(self, name: str) -> CardDef | None:
        return None

    def suggest(self, name: str) -> list[str]:
        return []


def random_board(rng: np.random.Generator, max_creatures: int = 4,
                 keywords: tuple[Kw, ...] = KEYWORD_MIX, tricks: bool = False,
                 hand_size: int = 3, rules: Edition | None = None) -> GameState:
    """A random two-player combat from the one random-board generator
    (``sim.io.random_scenarios``): up to ``max_creatures`` creatures a side with random power,
    toughness, damage and up to two abilities from ``keywords``, some tapped or summoning
    sick; random life totals; a random Magic rules edition (``rules``: that edition instead,
    e.g. ``Edition.PUZZLE_QUEST``; the same board otherwise); sometimes damage shields and
    doublers on the defending player (so replacement choices, CR 616.1, come up); forced damage
    assignments skipped or asked at random; player A attacks. Not started.

    With ``tricks`` (the board above is drawn first, the same for the same ``rng`` state),
    also: each player gets up to ``hand_size`` cards from ``TRICKS`` in hand, random mana
    (0-2 of each color) and sometimes a land that taps for {C}; some creatures get one of
    the ``ACTIVATED`` abilities and some one of the ``TRIGGERING`` keywords."""
    data = random_scenario(
        rng, creatures=(0, max_creatures), keywords=[(names(k) or [''])[0] for k in keywords],
        keyword_counts=(1 / 3, 1 / 3, 1 / 3), life=(1, 20), vanilla=1.0, power=(0, 5),
        toughness=(1, 5), episode=False, damaged=True, tapped=0.1, sick=0.1,
        editions=[e.value for e in MAGIC_EDITIONS], damage_effects=0.25,
        description="random board (sim.testing.random_board)")
    if rules is not None:
        data["rules"] = rules.value
    game = parse_scenario(data, "random board", _NoCards()).state
    game.skip_trivial = bool(rng.integers(2))
    if tricks:
        _add_tricks(game, rng, hand_size)
    return game


def _add_tricks(game: GameState, rng: np.random.Generator, hand_size: int) -> None:
    if not _CARDS:
        _CARDS.append(_cards())
    spells, activated, keyed, land = _CARDS[0]
    for perm in list(game.permanents.values()):
        card = perm.card
        if rng.random() < 0.35:
            extra = activated[int(rng.integers(len(activated)))]
            card = attrs.evolve(card, text=extra.text, activated=extra.activated)
        if rng.random() < 0.5:  # the token trigger (last) a third of the time: 508.4 is rare
            pick = len(keyed) - 1 if rng.random() < 0.33 else int(rng.integers(len(keyed)))
            extra = keyed[pick]
            card = attrs.evolve(card, keywords=card.keywords | extra.keywords,
                                params=card.params | extra.params,
                                triggered=card.triggered + extra.triggered)
        perm.card = card
    if rng.random() < 0.5:  # something else a token entering attacking may attack (508.4)
        loyalty = int(rng.integers(1, 5))
        game.permanents["bW"] = Permanent("bW", "B", CardDef(
            "Walker", types=("Planeswalker",), loyalty=loyalty), counters={LOYALTY: loyalty})
    for player in game.players.values():
        player.mana = Mana(*(int(n) for n in rng.integers(0, 3, size=6)))
        if rng.random() < 0.3:
            lid = f"{player.id.lower()}L"
            game.permanents[lid] = Permanent(lid, player.id, land)
        for i in range(int(rng.integers(0, hand_size + 1))):
            hid = f"{player.id.lower()}h{i + 1}"
            spell = spells[int(rng.integers(len(spells)))]
            game.permanents[hid] = Permanent(hid, player.id, spell, zone=Zone.HAND)
