"""Keyword and ability names: the phrases that are one flag of ``Kw`` (``KEYWORDS``,
``ABILITIES``), their canonical names (``names``), and the normalisation every reader applies:
case, apostrophes and spacing (``normalize``), and the card naming itself as ``~``
(``self_reference``, CR 201.5).
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Callable
from functools import lru_cache

from sim.model.errors import UnknownNameError
from sim.model.keywords import Kw

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
    "ascend": Kw.ASCEND,
    "soulbond": Kw.SOULBOND,
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
    # issue 29, attack requirements: two requirements, one in each step (CR 508.1d, 509.1c)
    "attacks or blocks each combat if able": Kw.ATTACKS_EACH_COMBAT | Kw.BLOCKS_EACH_COMBAT,
    "blocks each turn if able": Kw.BLOCKS_EACH_COMBAT,
    "blocks this turn if able": Kw.BLOCKS_EACH_COMBAT,
    "all creatures able to block this do so": Kw.LURE,
    "all creatures able to block this creature do so": Kw.LURE,
    "must be blocked if able": Kw.MUST_BE_BLOCKED,
    "must be blocked this turn if able": Kw.MUST_BE_BLOCKED,
    "if a creature you control attacks, ~ also attacks if able": Kw.ATTACKS_WITH_ANY,
    "if ~ attacks, all creatures you control attack if able": Kw.LEADS_ATTACK,
    "damage that would be dealt by ~ can't be prevented": Kw.UNPREVENTABLE,
    # the untap step's exception (CR 502.3): a static ability on itself or granted
    "doesn't untap during its controller's untap step": Kw.DOESNT_UNTAP,
    "doesn't untap during your untap step": Kw.DOESNT_UNTAP,
    "you may choose not to untap ~ during your untap step": Kw.MAY_NOT_UNTAP,
    "untap ~ during each other player's untap step": Kw.UNTAPS_FOR_OTHERS,
    "skip your draw step": Kw.SKIP_DRAW_STEP,  # its controller's (CR 614.1b, 614.10)
    # casting restrictions on players (CR 101.2, 601.2; sim.rules.cast_limits)
    "each player can't cast more than one spell each turn": Kw.ONE_SPELL_EACH,
    "you can't cast more than one spell each turn": Kw.ONE_SPELL_YOU,
    # combat damage assignment (CR 510.1a, 510.1c); Doran and Belligerent Brontodon grant the
    # first as "each creature [you control] assigns ..." (sim.model.abilities)
    "assigns combat damage equal to its toughness rather than its power": Kw.ASSIGNS_TOUGHNESS,
    "assigns no combat damage": Kw.NO_COMBAT_DAMAGE,  # CR 510.1a (an effect's, 611.2a)
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


#: CR 207.2c: the ability words — they tie cards together and have no rules meaning, so the
#: ability after one is read as if it were not there ("Metalcraft — ~ gets +2/+2 as long as
#: you control three or more artifacts")
ABILITY_WORDS = frozenset((
    "adamant", "addendum", "alliance", "battalion", "bloodrush", "celebration", "channel",
    "chroma", "cohort", "constellation", "converge", "corrupted", "council's dilemma", "coven",
    "delirium",
    "descend 4", "descend 8", "domain", "eerie", "eminence", "enrage", "fateful hour",
    "fathomless descent", "ferocious", "flurry", "formidable", "grandeur", "hellbent",
    "heroic", "imprint", "inspired", "join forces", "jump", "kinship", "landfall", "lieutenant",
    "magecraft", "metalcraft", "morbid", "pack tactics", "paradox", "parley", "radiance",
    "raid", "rally", "revolt", "secret council", "spell mastery", "strive", "survival",
    "sweep", "tempting offer", "threshold", "undergrowth", "valiant", "void",
    "will of the council"))


def ability_word(key: str) -> tuple[str, str]:
    """``key`` (normalized) split after an ability word and its dash (CR 207.2c): the word
    and the rest, or ``("", key)`` when it begins with none."""
    word, dash, rest = key.partition(" — ")
    if dash and word in ABILITY_WORDS:
        return word, rest
    return "", key


#: keyword abilities and rules words written "<word> — <cost>: <effect>": boast (CR 702.142a),
#: forecast (702.57a), exhaust (702.177a), max speed (702.178a), a Case's "to solve" and
#: "solved" (719.3), renew, an Attraction's "visit" (717), companion (702.139a): rules, never
#: a flavor word
DASHED_KEYWORDS = frozenset(("boast", "forecast", "exhaust", "max speed", "to solve", "solved",
                             "renew", "visit", "prize", "companion", "power-up", "unlock"))
#: a flavor word (CR 207.2d): words of letters (an ability's name, "wind walk", "grenades!")
_FLAVOR_WORD = re.compile(r"[a-z][a-z' !,/-]*")
#: words of an instruction, never of a flavor word ("target opponent faces a villainous choice")
_INSTRUCTION = re.compile(r"\b(?:target|choose|chooses|choice|faces|each|you|your|may|all|if|"
                          r"when|whenever|until|as|level)\b")


def activated_word(key: str) -> tuple[str, str]:
    """``key`` (normalized) split after an ability word (``ability_word``, CR 207.2c) or a
    flavor word (207.2d: "wind walk — {2}: ...", "teleport — {1}{w}: ~ phases out") and its
    dash, before an activated ability (``key`` the whole ability, "<cost>: <effect>" after
    the dash): the word and the rest, or ``("", key)``. Neither has rules meaning; a keyword
    written the same way (``DASHED_KEYWORDS``, ``KEYWORDS``; "equip — sacrifice a creature",
    no colon) is not one."""
    word, rest = ability_word(key)
    if word:
        return word, rest
    word, dash, rest = key.partition(" — ")
    if dash and ":" in rest and _FLAVOR_WORD.fullmatch(word) and word not in DASHED_KEYWORDS \
            and word not in KEYWORDS and _INSTRUCTION.search(word) is None:
        return word, rest
    return "", key


#: how an ability phrase may name the creature it is on, before the ability
_SUBJECTS = ("this creature", "cardname", "~")


@lru_cache(maxsize=1 << 16)
def normalize(text: str) -> str:
    """Lower-case, underscores and runs of spaces to one space, curly apostrophes straight,
    trailing period dropped (cached: the same phrases recur across cards)."""
    text = text.replace("\u2019", "'").replace("_", " ").strip().lower().rstrip(".")
    return " ".join(text.split())


#: the words a card's text names itself with besides its name (replaced as whole words)
_THIS = ("cardname", *(f"this {noun}" for noun in ("creature", "permanent", "artifact",
                                                     "enchantment", "land", "vehicle", "spell",
                                                     "planeswalker", "equipment", "aura", "token",
                                                     "battle", "card", "saga")))


#: words whose "'s" is a contraction ("that's"), never a card's possessive
_CONTRACTED = frozenset({"that", "it", "there", "what", "who", "let", "he", "she", "here"})


@lru_cache(maxsize=1 << 16)
def self_reference(key: str, card_name: str = "") -> str:
    """``key`` (normalized text) with every way a card names itself turned into ``~`` (CR
    201.5): its full name, the short name Oracle text uses for a legendary card (the part
    before the comma: "When Aang enters" on "Aang, the Last Airbender"), and "this creature",
    "this permanent" and the like (the 2024+ wording). A name is replaced only as a whole
    phrase: never next to a letter, digit or apostrophe (but for a possessive "'s"), so a
    card named "Y" leaves "you" alone; nor after "non-" ("non-Spirit creatures" on a token
    named Spirit: a creature type, 205.3m). Cached on both strings (the readers of one card
    ask for the same sentence several times)."""
    if card_name:
        name = normalize(card_name)
        names = [name]
        short = name.split(",")[0].strip()
        if short != name and len(short) > 2:
            names.append(short)
        for each in names:
            if each and each in key:  # a name normalized to nothing ("." or "_") names nothing
                key = _whole(key, each, each not in _CONTRACTED) if each not in KEYWORDS else \
                    _keyword_kept(key, each)
    for words in _THIS:
        if words in key:
            key = _whole(key, words, False, _alnum)
    return key


def _keyword_kept(key: str, name: str) -> str:
    """``key`` with the card's name ``name``, a keyword's too (the Auras Fear, Lifelink,
    Vigilance), as ``~`` but where it follows "has | have | gains | gain": there it is the
    keyword ability the card grants ("enchanted creature has fear", CR 702.36a), not the card
    (201.5)."""
    kept = re.sub(rf"\b(has|have|gains|gain) {re.escape(name)}\b",
                  lambda m: m[0][:-len(name)] + "\0", key)
    return _whole(kept, name, name not in _CONTRACTED).replace("\0", name)


def _word_char(c: str) -> bool:
    return c.isalnum() or c in "_'"


def _alnum(c: str) -> bool:
    return c.isalnum() or c == "_"


def _whole(key: str, name: str, possessive: bool,
           word_char: Callable[[str], bool] = _word_char) -> str:
    """``key`` with ``name`` replaced by ``~`` where it stands as a whole phrase: no
    ``word_char`` beside it (string scanning: one regular expression per card name would be
    compiled for every card of a large database)."""
    if not name:
        return key  # "" is found everywhere: nothing to replace
    out: list[str] = []
    start = 0
    def free(i: int) -> bool:  # no word character at i
        return i >= len(key) or not word_char(key[i])

    while (at := key.find(name, start)) >= 0:
        end = at + len(name)
        if (at == 0 or free(at - 1)) and key[max(0, at - 4):at] != "non-" and (
                free(end) or possessive and key.startswith("'s", end) and free(end + 2)):
            out += [key[start:at], "~"]
        else:
            out.append(key[start:end])
        start = end
    return "".join(out) + key[start:]


def parse_ability(text: str) -> Kw:
    """The flag for an ability phrase as printed in Oracle text (a keyword is accepted too)."""
    key = normalize(text)
    for subject in _SUBJECTS:
        if key.startswith(subject) and key[len(subject):len(subject) + 1].isspace():
            key = key[len(subject):].lstrip()
            break
    flag = ABILITIES.get(key) or KEYWORDS.get(key)
    if flag is None:
        raise unknown_name("ability", text, list(ABILITIES) + list(KEYWORDS))
    return flag


def names(mask: Kw | int) -> list[str]:
    """Canonical names of the abilities in ``mask``, in a stable order."""
    return [name for flag, name in _NAMES.items() if mask & flag]


def unknown_name(kind: str, name: str, accepted: list[str]) -> UnknownNameError:
    """The error for an unknown name; its close matches are found only if it is shown."""
    return UnknownNameError(kind, name, accepted, lambda: difflib.get_close_matches(
        normalize(name), accepted, n=3, cutoff=0.6))
