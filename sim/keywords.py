"""Keyword abilities and the static ability phrases the engine understands, as one bit set.

Characteristics are read constantly on the hot path (every legality check, every
damage step), so abilities are an ``IntFlag``: testing one is a single ``&``.
Keyword names are accepted case-insensitively with spaces or underscores
("First Strike", "first_strike"); ability phrases are matched the same way as
Oracle text ("Can't block.", "this creature can't block").
"""

from __future__ import annotations

import difflib
import enum
import re

from sim.errors import UnknownNameError


class Kw(enum.IntFlag):
    """One bit per keyword (CR 702) or engine-known static ability."""

    NONE = 0
    FLYING = enum.auto()  # 702.9
    REACH = enum.auto()  # 702.17
    VIGILANCE = enum.auto()  # 702.20
    DEFENDER = enum.auto()  # 702.3
    HASTE = enum.auto()  # 702.10
    FIRST_STRIKE = enum.auto()  # 702.7
    DOUBLE_STRIKE = enum.auto()  # 702.4
    TRAMPLE = enum.auto()  # 702.19
    DEATHTOUCH = enum.auto()  # 702.2
    LIFELINK = enum.auto()  # 702.15
    INDESTRUCTIBLE = enum.auto()  # 702.12
    MENACE = enum.auto()  # 702.111
    CANT_ATTACK = enum.auto()  # "can't attack" (508.1c restriction)
    CANT_BLOCK = enum.auto()  # "can't block" (509.1b restriction)
    HORSEMANSHIP = enum.auto()  # 702.31
    SHADOW = enum.auto()  # 702.28
    FEAR = enum.auto()  # 702.36
    INTIMIDATE = enum.auto()  # 702.13
    SKULK = enum.auto()  # 702.118
    PROVOKE = enum.auto()  # 702.39
    FLASH = enum.auto()  # 702.8
    FLANKING = enum.auto()  # 702.25
    EXALTED = enum.auto()  # 702.83
    # restrictions (508.1c, 509.1b-c) and requirements (508.1d, 509.1c) that take no parameter
    CANT_ATTACK_ALONE = enum.auto()
    CANT_BLOCK_ALONE = enum.auto()
    ATTACKS_ALONE = enum.auto()  # "can only attack alone"
    UNBLOCKABLE = enum.auto()  # "can't be blocked"
    EXCEPT_BY_TWO = enum.auto()  # "can't be blocked except by two or more creatures"
    EXCEPT_BY_THREE = enum.auto()
    ONE_BLOCKER = enum.auto()  # "can't be blocked by more than one creature"
    BLOCKS_ONLY_FLYERS = enum.auto()  # "can block only creatures with flying"
    BLOCK_ADDITIONAL = enum.auto()  # "can block an additional creature each combat"
    BLOCK_ANY = enum.auto()  # "can block any number of creatures"
    ATTACKS_EACH_COMBAT = enum.auto()  # "attacks each combat if able"
    ATTACKS_EACH_TURN = enum.auto()  # "attacks each turn if able" / "attacks this turn if able"
    BLOCKS_EACH_COMBAT = enum.auto()  # "blocks each combat if able"
    LURE = enum.auto()  # "all creatures able to block this do so"
    MUST_BE_BLOCKED = enum.auto()  # "must be blocked if able"
    ATTACKS_WITH_ANY = enum.auto()  # "if a creature you control attacks, ~ also attacks if able"
    LEADS_ATTACK = enum.auto()  # "if ~ attacks, all creatures you control attack if able"
    UNPREVENTABLE = enum.auto()  # "damage that would be dealt by ~ can't be prevented" (615.12)
    INFECT = enum.auto()  # 702.90: damage as poison counters (players), -1/-1 counters (creatures)
    WITHER = enum.auto()  # 702.80: damage to creatures as -1/-1 counters
    # triggered keyword abilities (``sim.triggers``)
    PROWESS = enum.auto()  # 702.108
    BATTLE_CRY = enum.auto()  # 702.91
    MELEE = enum.auto()  # 702.121
    DETHRONE = enum.auto()  # 702.105
    TRAINING = enum.auto()  # 702.149
    UNDYING = enum.auto()  # 702.93
    PERSIST = enum.auto()  # 702.79
    # combat damage assignment (CR 510.1)
    ASSIGNS_TOUGHNESS = enum.auto()  # "assigns combat damage equal to its toughness ..." (510.1a)
    AS_THOUGH_UNBLOCKED = enum.auto()  # "may assign its combat damage as though it weren't
    # blocked" (Thorn Elemental, Lone Wolf; 510.1c)
    TRAMPLE_OVER_PW = enum.auto()  # 702.19c: a variant of trample (assigns as 702.19b)
    BANDING = enum.auto()  # 702.22 ("bands with other [quality]" is a parameter, 702.22b)
    HEXPROOF = enum.auto()  # 702.11 ("hexproof from [quality]" is a parameter, 702.11d)
    SHROUD = enum.auto()  # 702.18
    CHANGELING = enum.auto()  # 702.73: every creature type, in every zone
    DEVOID = enum.auto()  # 702.114: the object has no color
    # MTG Puzzle Quest's own abilities ("Combat Basics"; rules "puzzle-quest", sim.puzzle_quest)
    BRAVERY = enum.auto()  # moves to the first slot during combat on its controller's turn
    BERSERKER = enum.auto()  # attacks an opposing creature, forcing it to block
    DISABLED = enum.auto()  # a status: doesn't attack, doesn't block


KEYWORDS: dict[str, Kw] = {
    "flying": Kw.FLYING,
    "reach": Kw.REACH,
    "vigilance": Kw.VIGILANCE,
    "defender": Kw.DEFENDER,
    "haste": Kw.HASTE,
    "first strike": Kw.FIRST_STRIKE,
    "double strike": Kw.DOUBLE_STRIKE,
    "trample": Kw.TRAMPLE,
    "trample over planeswalkers": Kw.TRAMPLE_OVER_PW,
    "deathtouch": Kw.DEATHTOUCH,
    "lifelink": Kw.LIFELINK,
    "indestructible": Kw.INDESTRUCTIBLE,
    "menace": Kw.MENACE,
    "horsemanship": Kw.HORSEMANSHIP,
    "shadow": Kw.SHADOW,
    "fear": Kw.FEAR,
    "intimidate": Kw.INTIMIDATE,
    "skulk": Kw.SKULK,
    "provoke": Kw.PROVOKE,
    "flash": Kw.FLASH,
    "flanking": Kw.FLANKING,
    "exalted": Kw.EXALTED,
    "infect": Kw.INFECT,
    "wither": Kw.WITHER,
    "prowess": Kw.PROWESS,
    "battle cry": Kw.BATTLE_CRY,
    "melee": Kw.MELEE,
    "dethrone": Kw.DETHRONE,
    "training": Kw.TRAINING,
    "undying": Kw.UNDYING,
    "persist": Kw.PERSIST,
    "banding": Kw.BANDING,
    "hexproof": Kw.HEXPROOF,
    "shroud": Kw.SHROUD,
    "changeling": Kw.CHANGELING,
    "devoid": Kw.DEVOID,
    "bravery": Kw.BRAVERY,
    "berserker": Kw.BERSERKER,
    "disabled": Kw.DISABLED,
}

ABILITIES: dict[str, Kw] = {
    "can't attack": Kw.CANT_ATTACK,
    "can't block": Kw.CANT_BLOCK,
    "can't attack or block": Kw.CANT_ATTACK | Kw.CANT_BLOCK,
    "can't attack alone": Kw.CANT_ATTACK_ALONE,
    "can't block alone": Kw.CANT_BLOCK_ALONE,
    "can't attack or block alone": Kw.CANT_ATTACK_ALONE | Kw.CANT_BLOCK_ALONE,
    "can only attack alone": Kw.ATTACKS_ALONE,
    "can't be blocked": Kw.UNBLOCKABLE,
    "unblockable": Kw.UNBLOCKABLE,  # Puzzle Quest's name for it
    "can't be blocked except by two or more creatures": Kw.EXCEPT_BY_TWO,
    "can't be blocked except by three or more creatures": Kw.EXCEPT_BY_THREE,
    "can't be blocked by more than one creature": Kw.ONE_BLOCKER,
    "can block only creatures with flying": Kw.BLOCKS_ONLY_FLYERS,
    "can block an additional creature each combat": Kw.BLOCK_ADDITIONAL,
    "can block any number of creatures": Kw.BLOCK_ANY,
    "attacks each combat if able": Kw.ATTACKS_EACH_COMBAT,
    "attacks each turn if able": Kw.ATTACKS_EACH_TURN,
    "attacks this turn if able": Kw.ATTACKS_EACH_TURN,
    "blocks each combat if able": Kw.BLOCKS_EACH_COMBAT,
    "blocks each turn if able": Kw.BLOCKS_EACH_COMBAT,
    "blocks this turn if able": Kw.BLOCKS_EACH_COMBAT,
    "all creatures able to block this do so": Kw.LURE,
    "all creatures able to block this creature do so": Kw.LURE,
    "must be blocked if able": Kw.MUST_BE_BLOCKED,
    "must be blocked this turn if able": Kw.MUST_BE_BLOCKED,
    "if a creature you control attacks, ~ also attacks if able": Kw.ATTACKS_WITH_ANY,
    "if ~ attacks, all creatures you control attack if able": Kw.LEADS_ATTACK,
    "damage that would be dealt by ~ can't be prevented": Kw.UNPREVENTABLE,
    # combat damage assignment (CR 510.1a, 510.1c); Doran and Belligerent Brontodon grant the
    # first as "each creature [you control] assigns ..." (sim.abilities)
    "assigns combat damage equal to its toughness rather than its power": Kw.ASSIGNS_TOUGHNESS,
    "may assign its combat damage as though it weren't blocked": Kw.AS_THOUGH_UNBLOCKED,
    "you may have ~ assign its combat damage as though it weren't blocked":
        Kw.AS_THOUGH_UNBLOCKED,
    "you may have this creature assign its combat damage as though it weren't blocked":
        Kw.AS_THOUGH_UNBLOCKED,
}

_NAMES: dict[Kw, str] = {}
for _name, _flag in (KEYWORDS | ABILITIES).items():
    if _flag.bit_count() == 1:
        _NAMES.setdefault(_flag, _name)
_SUBJECT = re.compile(r"^(this creature|cardname|~)\s+")


def normalize(text: str) -> str:
    """Lower-case, underscores and runs of spaces to one space, curly apostrophes straight,
    trailing period dropped."""
    text = text.replace("\u2019", "'").replace("_", " ").strip().lower().rstrip(".")
    return " ".join(text.split())


_THIS = re.compile(r"\b(?:this (?:creature|permanent|artifact|enchantment|land|vehicle|spell)|"
                   r"cardname)\b")


#: words whose "'s" is a contraction ("that's"), never a card's possessive
_CONTRACTED = frozenset({"that", "it", "there", "what", "who", "let", "he", "she", "here"})


def self_reference(key: str, card_name: str = "") -> str:
    """``key`` (normalized text) with every way a card names itself turned into ``~`` (CR
    201.5): its full name, the short name Oracle text uses for a legendary card (the part
    before the comma: "When Aang enters" on "Aang, the Last Airbender"), and "this creature",
    "this permanent" and the like (the 2024+ wording). A name is replaced only as a whole
    phrase: never next to a letter, digit or apostrophe (but for a possessive "'s"), so a
    card named "Y" leaves "you" alone."""
    if card_name:
        name = normalize(card_name)
        names = [name]
        short = name.split(",")[0].strip()
        if short != name and len(short) > 2:
            names.append(short)
        for each in names:
            if each in key:
                key = _whole(key, each, each not in _CONTRACTED)
    return _THIS.sub("~", key)


def _word_char(c: str) -> bool:
    return c.isalnum() or c in "_'"


def _whole(key: str, name: str, possessive: bool) -> str:
    """``key`` with ``name`` replaced by ``~`` where it stands as a whole phrase (string
    scanning, not a regular expression: one per card name would be compiled for every card of
    a large database)."""
    out: list[str] = []
    start = 0
    def free(i: int) -> bool:  # no word character at i
        return i >= len(key) or not _word_char(key[i])

    while (at := key.find(name, start)) >= 0:
        end = at + len(name)
        if (at == 0 or free(at - 1)) and (free(end) or possessive and key.startswith(
                "'s", end) and free(end + 2)):
            out += [key[start:at], "~"]
        else:
            out.append(key[start:end])
        start = end
    return "".join(out) + key[start:]


def parse_ability(text: str) -> Kw:
    """The flag for an ability phrase as printed in Oracle text (a keyword is accepted too)."""
    key = _SUBJECT.sub("", normalize(text))
    flag = ABILITIES.get(key) or KEYWORDS.get(key)
    if flag is None:
        raise _unknown("ability", text, list(ABILITIES) + list(KEYWORDS))
    return flag


def names(mask: Kw | int) -> list[str]:
    """Canonical names of the abilities in ``mask``, in a stable order."""
    return [name for flag, name in _NAMES.items() if mask & flag]


def _unknown(kind: str, name: str, accepted: list[str]) -> UnknownNameError:
    """The error for an unknown name; its close matches are found only if it is shown."""
    return UnknownNameError(kind, name, accepted, lambda: difflib.get_close_matches(
        normalize(name), accepted, n=3, cutoff=0.6))
