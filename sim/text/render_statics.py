"""Keywords, static abilities and mana abilities rendered back to Oracle text from the ability
model (``sim.model.abilities``): the half of ``sim.text.render`` that covers what a permanent
has, rather than what a spell or ability does (``sim.text.render_effects``)."""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Sequence
from functools import lru_cache

import attrs

from sim.model import abilities as ab
from sim.model.abilities import Filter, Parsed, Static
from sim.model.chosen_values import CHOSEN_QUALITY, YOUR_CHOICE
from sim.model.conditional_mana import if_control_parts
from sim.model.could_produce import could_parts
from sim.model.fight_verbs import EXILE_DAMAGED_BY
from sim.model.goad import GOADED
from sim.model.granted_abilities import ADDS_SUBTYPE, GRANTED_TEXT
from sim.model.keywords import Kw
from sim.model.mana import ANY_COLOR, Mana
from sim.model.may_verbs import REVEAL_AS_ENTERS
from sim.model.pump_verbs import OTHERWISE, quality_nouns, quality_word
from sim.model.qualities import plural, quality_text
from sim.model.static_conditions import (
    CONTROLS_COLORED,
    CONTROLS_NONE,
    DEFENDER_CONTROLS,
    ENTERED_KIND,
    HOSTS,
)
from sim.model.ward_costs import ward_text
from sim.text.condition_kinds import IT_HOSTS, at_least, kind_words
from sim.text.keyword_names import ABILITIES, KEYWORDS
from sim.text.kicked_entering import KICKED_KINDS, kicked_phrase
from sim.text.render_chosen import chosen_words
from sim.text.render_clones import clone_line
from sim.text.render_cost_kinds import spells_cost
from sim.text.render_counts import cda, per_tail
from sim.text.render_entered import entered_words
from sim.text.render_negated import condition_ways
from sim.text.render_replacements import REPLACEMENT_TEXTS, other_rule
from sim.text.render_self_costs import self_cost
from sim.text.render_spend import spend_only
from sim.text.render_static_conditions import colored_words, condition_words, host_words, paired
from sim.text.render_tribes import either_group, group_nouns, kind_noun
from sim.text.static_text import param_text
from sim.text.wording import Piece, alt, canonical, join, listing, number

#: names the compiler accepts for a flag that are not the same rule on a printed card: an
#: effect's "this turn", Puzzle Quest's "unblockable", and "blocks each turn if able" (the
#: engine's flag is "each combat", which differs when a turn has two combats)
_NOT_PRINTED = frozenset({"unblockable", "attacks this turn if able", "blocks this turn if able",
                          "must be blocked this turn if able", "blocks each turn if able"})
FLAG_NAMES: dict[int, list[str]] = {}
for _name, _flag in (KEYWORDS | ABILITIES).items():
    if _name not in _NOT_PRINTED:
        FLAG_NAMES.setdefault(int(_flag), []).append(_name)


def _flag_phrases(flags: Kw) -> list[list[str]]:
    """The flags as phrases: a combined phrase ("can't attack or block") where one names
    several flags, then one phrase per flag; each entry lists the phrases naming it."""
    return [list(phrases) for phrases in _phrases_of(int(flags))]


@lru_cache(maxsize=1024)
def _phrases_of(left: int) -> tuple[tuple[str, ...], ...]:
    out: list[tuple[str, ...]] = []
    for value, phrases in FLAG_NAMES.items():
        if value.bit_count() > 1 and left & value == value:
            out.append(tuple(phrases))
            left &= ~value
    for value, phrases in FLAG_NAMES.items():
        if value.bit_count() == 1 and left & value:
            out.append(tuple(phrases))
            left &= ~value
    if left:
        out.append((f"<unnamed ability {left}>",))
    return tuple(out)


def abilities(flags: Kw, params: Iterable[ab.Param] = ()) -> list[Piece]:
    """Each ability granted: a keyword ("flying"), an ability ("can't block"), a parameter
    ("protection from red"); each as every name the compiler reads for it."""
    items: list[Piece] = [alt(*phrases) for phrases in _flag_phrases(flags)]
    items += [param_phrase(p) for p in sorted(params)]
    return items


def _qualities(value: str) -> Piece:
    """The qualities after "from" (``sim.model.qualities.quality_text``), with either
    separator Oracle text uses ("red and from white", "vampires, werewolves, and zombies")."""
    names = [w.lower() for w in quality_text(value).replace(", and from ", ", from ")
             .replace(" and from ", ", from ").split(", from ")]
    words: list[Piece] = [alt(w, "each color") if w == "all colors" else w for w in names]
    if len(words) == 1:
        return words[0]
    if len(words) == 2:
        return (words[0], alt(" and from ", " and "), words[1])
    return alt((join(words[:-1], ", from "), ", and from ", words[-1]),
               (join(words[:-1], ", "), ", and ", words[-1]))


#: the kinds of "enters with N <name> counters on it" and the counter's name
_NAMED_ENTERING = {kind: name for name, kind in ab.ENTERS_WITH_NAMED.items()}

def param_phrase(param: ab.Param) -> Piece:
    """A parameterised ability as its phrase (``sim.text.static_text.param_text``), numbers as
    digits or words."""
    kind, value = param
    if kind == GRANTED_TEXT:  # a quoted ability granted (613.1f; sim.text.granted_text)
        return f'"{value}"'
    if kind == ab.UNTARGETABLE_BY_OPPONENTS_OF:  # "your": the source's controller's (109.5)
        return "can't be the target of spells or abilities your opponents control"
    if kind == GOADED:  # CR 701.15 (sim.model.goad)
        return "is goaded"
    if kind == ADDS_SUBTYPE:  # CR 613.1d, 205.1b
        article = "an" if value[0] in "AEIOU" else "a"
        return f"is {article} {value.lower()} in addition to its other types"
    if kind == ab.ENTERS_WITH_COUNTERS and value == "x":  # 107.3m
        return "enters with x +1/+1 counters on it"
    if kind == ab.ENTERS_WITH_COUNTERS:
        n = int(value)
        counters = "counter" if n == 1 else "counters"
        return ("enters with ", number(n, article=True), f" +1/+1 {counters} on it")
    if kind in _NAMED_ENTERING:  # "enters with N oil counters on it" (614.1c, 122.6)
        n = 0 if value == "x" else int(value)  # X: as cast (107.3m)
        return ("enters with ", number(n, value == "x", article=True),
                f" {_NAMED_ENTERING[kind]} {'counter' if n == 1 else 'counters'} on it")
    if kind == ab.COUNTERS_PER_DEATH:  # 614.1c, 700.4
        each = int(value)
        return ("enters with ", number(each, article=True),
                f" +1/+1 {'counter' if each == 1 else 'counters'} on it for each creature that"
                " died this turn")
    if kind == ab.CONVERGE_COUNTERS:  # converge (614.1c, 601.2h)
        each = int(value)
        return ("enters with ", number(each, article=True),
                f" +1/+1 {'counter' if each == 1 else 'counters'} on it for each color of mana"
                " spent to cast ", alt("it", "~"))
    if kind == ab.ENTERS_WITH_COUNTERS_IF:  # "... if you attacked this turn" (614.1c)
        digits, history = value.split("|", 1)
        return ("enters with ", number(int(digits), article=True),
                f" +1/+1 {'counter' if digits == '1' else 'counters'} on it if {history}")
    if kind == ab.ENTERS_WITH_KIND:  # "enters with N verse counters on it" (614.1c, 122.1)
        digits, name = value.split(" ", 1)
        return ("enters with ", number(0 if digits == "x" else int(digits), digits == "x", True),
                f" {name} {'counter' if digits == '1' else 'counters'} on it")
    if kind in (ab.DAYBOUND, ab.NIGHTBOUND):  # CR 702.145a, 702.145d
        return kind
    if kind == ab.DAY_AS_ENTERS:  # CR 726.1
        return ("if it's neither day nor night, it becomes day as ~ enters",
                alt("", " the battlefield"))
    if kind == ab.WARD:  # CR 702.21a (``sim.model.ward_costs``)
        return ward_text(value)
    if kind == ab.OWN_PROTECTION_KEEPS:  # CR 702.16c
        return "this effect doesn't remove ~"
    if kind == ab.KICKER:  # CR 702.33a, 118.8 (sim.text.kicked_entering)
        return kicked_phrase(kind, value)
    if kind in (ab.ENTWINE, ab.ESCALATE):  # CR 702.42a, 702.120a
        return f"{kind} {value.lower()}"
    if kind == ab.BARGAIN:  # CR 702.166a
        return "bargain"
    if kind == ab.SPREE:  # CR 702.172a
        return "spree"
    if kind in KICKED_KINDS:  # CR 614.1c, 702.33c-d (sim.text.kicked_entering)
        return kicked_phrase(kind, value)
    if kind == ab.PAYS_WITH:  # CR 702.51a, 702.126a, 702.66a, 702.41a
        return value
    if kind == ab.FLASHBACK and not value.startswith("{"):  # CR 702.34a: a cost paid with
        return ("flashback", alt("—", " — ", "-"), value)      # objects ("sacrifice a mountain")
    if kind == ab.FLASHBACK:  # CR 702.34a
        return f"flashback {value.lower()}"
    if kind in (ab.REBOUND, ab.CIPHER, "fuse", "aftermath"):  # CR 702.88a, 702.99a, 709
        return kind
    if kind in (ab.EXERTS, EXILE_DAMAGED_BY):  # CR 701.43a; 614.1a (``fight_verbs``)
        return kind
    if kind == ab.FORETELL:  # CR 702.143a
        return f"foretell {value.lower()}"
    if kind == ab.SUSPEND:  # CR 702.62a: "N|{cost}"
        count, _, cost = value.partition("|")
        return (f"suspend {count}", alt("—", "-", " — ", " - "), cost.lower())
    if kind in (ab.SPLIT_SECOND, ab.RETRACE):  # CR 702.61a, 702.81a
        return kind
    if kind == ab.JUMP_START:  # CR 702.133a
        return kind
    if kind == ab.FLASH_FOR_MORE:  # CR 601.2f, 702.8a
        return f"you may cast ~ as though it had flash if you pay {value} more to cast it"
    if kind == ab.BUYBACK:  # CR 702.27a
        return f"buyback {value.lower()}"
    if kind == ab.REPLICATE:  # CR 702.56a
        return f"replicate {value.lower()}"
    if kind in (ab.CASUALTY, ab.CONSPIRE):  # CR 702.153a, 702.78a
        return f"{kind} {value}".strip()
    if kind in (ab.ECHO, ab.CUMULATIVE_UPKEEP, ab.FADING, ab.VANISHING):  # CR 702.30a, 702.24a,
        # 702.32a, 702.63a
        return f"{kind} {value.lower()}"
    if kind == ab.ADDITIONAL_COST:  # CR 601.2b
        return f"as an additional cost to cast ~, {value}"
    if kind in (ab.EVOKE, ab.DASH, ab.SPECTACLE, ab.SURGE, ab.MADNESS, ab.EMERGE):  # CR 118.9,
        # 702.74a, 702.109a, 702.137a, 702.117a, 702.35a, 702.119a
        return f"{kind} {value.lower()}"
    if kind in (ab.MORPH, ab.MEGAMORPH, ab.DISGUISE):  # CR 702.37a-b, 702.168a
        return f"{kind} {value.lower()}"
    if kind == ab.FACE_UP_COUNTERS:  # CR 708.8
        n = int(value)
        return ("as ~ is turned face up, put ", number(n, article=True),
                f" +1/+1 {'counter' if n == 1 else 'counters'} on it")
    if kind == ab.ALT_COST:  # CR 118.9; "<cost>|<condition>"
        cost, _, when = value.partition("|")
        return f"{when}, " * bool(when) + f"you may {cost} rather than pay ~'s mana cost"
    if kind == ab.SPELLS_COST:  # CR 601.2f
        return spells_cost(value)  # (``sim.text.render_cost_kinds``)
    if kind == ab.SPELLS_EACH_COST:  # CR 601.2f: every player's, or the opponents'
        kinds, way, amount, whose = value.split("|")
        cast = f" {whose} cast" if whose else ""
        return f"{kinds} spells{cast} cost {{{amount}}} {way} to cast".lstrip()
    if kind == ab.SELF_COST:  # CR 601.2f (``sim.text.render_self_costs``)
        return self_cost(value, condition)
    if kind == ab.ENTERS_TAPPED:
        return entering_tapped(value)
    if kind in (ab.NO_GAME_EFFECT, ab.UMBRA_ARMOR):  # CR 702.124a, 702.89a: the keyword as
        return value  # written ("partner", "totem armor")
    if kind == ab.PROTECTION and value == CHOSEN_QUALITY:  # issue 29, mana (614.12)
        return (alt("", "~ has "), "protection from the chosen color")
    if kind == ab.PROTECTION and value == YOUR_CHOICE:  # issue 29, mana (608.2d)
        return "protection from the color of your choice"
    if kind == ab.PROTECTION:
        return ("protection from ", _qualities(value))
    if kind == ab.HEXPROOF_FROM:
        return ("hexproof from ", _qualities(value))
    return param_text(param).lower()


def entering_tapped(value: str) -> Piece:
    """"enters tapped [unless <condition>]" (CR 614.1d, ``ab.entering_condition``)."""
    what, types, at_most, n = ab.entering_condition(value)
    unless: Piece
    if not what:
        return "enters tapped"
    if what == ab.OTHER_LANDS:
        unless = ("you control ", number(n), " or fewer" if at_most else " or more",
                  " other lands")
        if at_most:  # "if you control N + 1 or more other lands, ~ enters tapped"
            return alt(("enters tapped unless ", unless),
                       ("if you control ", number(n + 1), " or more other lands, ~ enters tapped"))
    elif what == ab.BASIC_LANDS:
        unless = "you control a basic land" if n == 1 else \
            ("you control ", number(n), " or more basic lands")
    elif what == ab.LANDS_OF_TYPES and n > 1:  # "three or more other Forests"
        unless = ("you control ", number(n), " or more other ",
                  listing([t.lower() if t == "Plains" else t.lower() + "s" for t in types], "or"))
    elif what == ab.LANDS_OF_TYPES:
        unless = ("you control ", alt(listing([("an " if t[0] in "AEIOU" else "a ") + t.lower()
                                               for t in types], "or"),  # "a mount or vehicle"
                                      "a " + " or ".join(t.lower() for t in types)))
    elif what == ab.LEGENDARY_CREATURES:
        unless = "you control a legendary creature"
    elif what == ab.PLAYER_LIFE:
        unless = f"a player has {n} or less life"
    elif what == ab.OPPONENTS:
        unless = ("you have ", number(n), " or more opponents")
    else:
        unless = f"<condition {value}>"
    return ("enters tapped unless ", unless)


# --- keywords and static abilities --------------------------------------------------------------

#: the abilities that are verb phrases ("can't block"), not names ("flying")
_VERB_PHRASES = frozenset(ABILITIES)


def _is_verb(phrases: Sequence[str]) -> bool:
    return phrases[0] in _VERB_PHRASES


_PLURAL_VERBS = (("attacks ", "attack "), ("blocks ", "block "), ("assigns ", "assign "))


def _plural_verb(phrase: str) -> str:
    """An ability's verb phrase for a plural subject ("attacks each combat if able" ->
    "attack each combat if able")."""
    for one, many in _PLURAL_VERBS:
        if phrase.startswith(one):
            return many + phrase[len(one):].replace(" its ", " their ")
    return phrase


_BANS = (ab.NO_ACTIVATIONS, ab.NO_NONMANA_ACTIVATIONS)  # CR 602.5 (Arrest's)
_POSSESSED_BAN = frozenset([(ab.NO_ACTIVATIONS, "")])


def _predicate(flags: Kw, params: Iterable[ab.Param], singular: bool,
               power: int = 0, toughness: int = 0, with_pt: bool = False, verb: str = "has"
               ) -> Piece:
    """What a subject gets and has: "+N/+N", named abilities after "has"/"have" (or
    ``verb``), and verb-phrase abilities ("can't block") as they are."""
    banned = [p for p in params if p[0] in _BANS]  # issue 29, combat (h-combat)
    if banned and (flags or with_pt or len(banned) < len(list(params))):  # CR 602.5: a
        # clause of its own after the others ("can't block, and its activated abilities ...")
        rest = _predicate(flags, [p for p in params if p[0] not in _BANS], singular,
                          power, toughness, with_pt, verb)
        return (rest, alt(", and ", " and "), param_phrase(banned[0]))
    named: list[Piece] = []
    verbs: list[Piece] = []
    for phrases in _flag_phrases(flags):
        if _is_verb(phrases):
            forms = [p if singular else _plural_verb(p) for p in phrases
                     if not p.startswith(("you may", "if ", "all ", "damage that"))]
            if forms:
                verbs.append(alt(*forms))
                continue
        named.append(alt(*phrases))
    for param in sorted(params):
        phrase = param_phrase(param)
        if canonical(phrase).startswith(("can", "block", "attack", "is ")):
            verbs.append(phrase)  # "can't be blocked by Walls": a verb phrase, no "has"
        else:
            named.append(phrase)
    parts: list[Piece] = []
    if with_pt:
        parts.append(("gets " if singular else "get ", alt("", "an additional "),
                      pt(power, toughness)))
    if named:
        has = verb if singular else {"has": "have", "gains": "gain"}[verb]
        parts.append((has + " ", listing(named)))
    parts += verbs
    if with_pt and len(parts) > 2:  # "gets +1/+1, has flying, and is goaded"
        return alt(join(parts, alt(" and ", ", ")), (join(parts[:-1], ", "), ", and ", parts[-1]))
    return listing(parts) if len(parts) <= 2 and not with_pt else \
        join(parts, alt(" and ", ", "))


def _self_phrases(flags: Kw) -> list[Piece]:
    """A creature's own abilities as sentences: keywords bare ("flying"), other abilities with
    their subject ("~ can't block", "~ can't block and can't be blocked")."""
    out: list[Piece] = []
    verbs: list[list[str]] = []
    for phrases in _flag_phrases(flags):
        if phrases[0] == "all creatures able to block this do so":
            out.append(alt("all creatures able to block ~ do so",
                           "all creatures able to block this do so"))
        elif _is_verb(phrases):
            verbs.append(phrases)
        else:
            out.append(alt(*phrases))
    whole = ("you may", "if ", "damage that")
    if len(verbs) == 1:  # one ability: any of its wordings, with "~" where it has none
        out.append(alt(*(p if p.startswith(whole) else (alt("~ ", ""), p)
                         for p in verbs[0])))
    elif verbs:
        out.append((alt("~ ", ""), listing([alt(*(p for p in phrases if not p.startswith(whole)))
                                   for phrases in verbs])))
    return out


def parsed(piece: Parsed) -> Piece:
    """What one clause read into: keywords, parameters, static abilities, a mana ability."""
    parts: list[Piece] = _self_phrases(piece.flags)
    parts += [alt(param_phrase(p), ("~ ", param_phrase(p))) for p in sorted(piece.params)
              if p[0] not in _MANA_PARTS]
    parts += [static(s) for s in piece.statics]
    if len(piece.params) == 2 and (ab.ENTERS_TAPPED, "") in piece.params and len(parts) == 2 \
            and not piece.mana:
        return _entering_tapped_with(piece, parts)
    if piece.mana:
        parts.append(mana_ability(piece))
    if len(parts) == 1:
        return parts[0]
    return listing(parts)


def _entering_tapped_with(piece: Parsed, parts: list[Piece]) -> Piece:
    """"~ enters tapped with N <kind> counters on it" (CR 614.1c-d): its two params as one
    sentence (else ``parts``, each param's own)."""
    other = next(p for p in piece.params if p[0] != ab.ENTERS_TAPPED)
    phrase = param_phrase(other)
    if isinstance(phrase, tuple) and phrase[0] == "enters with ":
        return ("~ enters tapped with ", *phrase[1:])
    return listing(parts)


#: params that are part of a mana ability (``mana_ability``), not abilities of their own
_MANA_PARTS = (ab.MANA_SACRIFICE, ab.MANA_WITHOUT_TAP)


def mana_ability(piece: Parsed) -> Piece:
    """"{T}: Add <mana>" (CR 605.1a) for each mana ability the model holds: the mana one
    activation adds, or the alternatives it chooses from ("{r} or {g}", "{w}, {u}, or {b}",
    in any order; the five colors as "one mana of any color", CR 106.1a)."""
    ways: list[Piece] = []
    for choices in getattr(piece, "adds", ()):
        made: Piece
        if tuple(choices) == ANY_COLOR:
            made = "one mana of any color"
        elif combination(tuple(choices)):  # "two mana in any combination of colors"
            made = combination(tuple(choices))
        else:
            made = listing([_mana_symbols(m) if m.total else  # CHOSEN_MANA (614.12)
                            "one mana of the chosen color" for m in choices], "or")
        kinds = {k for k, _ in getattr(piece, "params", ())}
        tap = "" if ab.MANA_WITHOUT_TAP in kinds else "{t}, "
        sacrifice = ab.MANA_SACRIFICE in kinds
        ways.append((f"{tap}sacrifice ~: add " if sacrifice else "{t}: add ", made))
    if not ways:
        return f"<mana ability making {piece.mana}>"
    return ways[0] if len(ways) == 1 else join(ways, ". ")


def _mana_symbols(made: Mana) -> Piece:
    """The symbols of the mana ``made``, in any order ("{G}{U}", "{U}{G}"); colorless mana
    also as one number ("{2}", the older wording of {C}{C}). A symbol is never repeated more
    than the text could hold: a large amount of colorless mana is only its number."""
    colored = [f"{{{c.lower()}}}" for c in "WUBRG" for _ in range(getattr(made, c))]
    colorless = made.C
    if colored and len(colored) + colorless <= 5:
        symbols = colored + ["{c}"] * colorless
        return alt(*sorted({"".join(p) for p in itertools.permutations(symbols)}))
    plain = "".join(colored)
    forms = [f"{{{colorless}}}"] + (["{c}" * colorless] if colorless <= 16 else [])
    return alt(plain) if not colorless else alt(
        *(way for form in forms for way in (plain + form, form + plain)))


# --- restricted mana (issue 29, mana; CR 106.6; sim.model.spend_limits, render_spend) ---

def combination(made: tuple[Mana, ...]) -> Piece:
    """"two | three mana in any combination of colors | of {u}, {b}, and/or {r}" when
    ``made`` is every amount of that many mana of those kinds (CR 106.1), else ""."""
    n = made[0].total
    kinds = "".join(k for k in "WUBRGC" if any(getattr(m, k) for m in made))
    if n not in (2, 3) or len(kinds) < 2 or len(made) != len(tuple(
            itertools.combinations_with_replacement(kinds, n))) or \
            any(m.total != n for m in made):
        return ""
    if kinds == "WUBRG":
        return (number(n), " mana in any combination of colors")
    symbols = [f"{{{k.lower()}}}" for k in kinds]
    return (number(n), " mana in any combination of ", ", ".join(symbols[:-1]),
            alt(" and/or ", ", and/or "), symbols[-1])


def _made(made: tuple[Mana, ...]) -> Piece:
    """The mana one activation adds, as ``mana_ability`` writes it."""
    return "one mana of any color" if made == ANY_COLOR else combination(made) or listing(
        [_mana_symbols(m) for m in made], "or")  # "two mana in any combination of colors"


COLOR_WORDS = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}


def group(affects: str, only: Filter | None) -> list[tuple[Piece, bool]]:
    """The creatures a static ability affects (CR 611.3), each wording with whether it is
    grammatically singular ("enchanted creature", "each Elf you control") or plural."""
    fixed = {ab.SELF: "~", ab.ENCHANTED: "enchanted creature",
             ab.EQUIPPED: "equipped creature", ab.ENCHANTED_PERMANENT: "enchanted permanent"}
    if affects == ab.ENCHANTED_PERMANENT and only is not None and only.card_type:
        return [(f"enchanted {only.card_type.lower()}", True)]  # "enchanted land" (303.4)
    if affects in fixed or paired(affects):  # soulbond's "each of those | both creatures"
        return [(fixed[affects], True)] if affects in fixed else paired(affects)
    if affects == ab.ATTACKING_YOU:
        return [(alt("creatures attacking you", "all creatures attacking you"), False),
                ("each creature attacking you", True)]
    f = only or ab.ANY
    if "/" in f.subtype:  # "each creature you control that's a Wolf or a Werewolf" (205.3m)
        return either_group(f, affects)
    words: list[str] = []
    if f.other:
        words.append("other")
    if f.attacking:
        words.append("attacking")
    if f.blocking:
        words.append("blocking")
    if f.color:
        words.append(COLOR_WORDS[f.color])
    prefix = " ".join(words) + " " if words else ""
    sub, (many, one) = f.subtype.lower(), group_nouns(f.subtype)  # "elves" (205.3m)
    if f.card_type == "Artifact" and not sub:  # "artifact creatures" (CR 205.2a)
        many, one = "artifact creatures", "artifact creature"
    many, one = quality_nouns(f, many, one)  # "legendary creatures", "creature tokens"
    tail: Piece = {ab.YOUR_CREATURES: " you control",
                   ab.OPPONENTS_CREATURES: " your opponents control", ab.ALL_CREATURES: ""}[affects]
    if f.controller == ab.ENCHANTED_PLAYER:  # an Aura on a player's (CR 303.4)
        tail = " enchanted player controls"
    if f.chosen:  # "of the chosen type | color", before or after "you control" (CR 614.12)
        tail = alt((tail, f" of the chosen {f.chosen}"), (f" of the chosen {f.chosen}", tail))
    with_kw: Piece = " with " + FLAG_NAMES[f.with_kw][0] if f.with_kw else ""
    if f.counter:  # "with a +1/+1 counter on it" (CR 122.1)
        on_it = (" with ", alt("a", "one or more"), f" {f.counter} counter",
                 alt("", "s"), " on it")
        return [(alt((prefix, many, tail, alt(on_it, (" with ", alt("", "one or more "),
                                                          f"{f.counter} counters on them"))),
                     ("all ", prefix, many, tail, f" with {f.counter} counters on them")), False),
                (("each ", prefix, one, tail, on_it), True)]
    after = [(prefix, group_nouns(f.subtype)[0], tail, " that are ", quality_word(f), with_kw)
             ] if f.attached else []  # "creatures you control that are enchanted" (303.4)
    return [(alt((prefix, many, tail, with_kw), ("all ", prefix, many, tail, with_kw), *after),
             False),
            (("each ", prefix, one, tail, with_kw), True)]


def pt(power: int, toughness: int, x: bool = False) -> Piece:
    """A power/toughness change ("+2/+2", "-4/-0", "+X/+0")."""
    def one(v: int, other: int) -> Piece:
        if x and v:
            return "+x" if v > 0 else "-x"
        if v == 0:  # "+0" or, beside a negative number, "-0" ("-4/-0")
            return alt("+0", "-0") if other < 0 or x else "+0"
        return f"+{v}" if v > 0 else str(v)
    return (one(power, toughness), "/", one(toughness, power))


def condition(kind: str, what: Filter | None, count: int) -> Piece:
    """A static ability's condition (CR 611.3a), after "as long as"."""
    simple: dict[str, Piece] = {
        ab.YOUR_TURN: alt("it's your turn", "it is your turn"),
        ab.SELF_ATTACKING: alt("~ is attacking", "it's attacking", "it is attacking"),
        ab.UNTAPPED: alt("~ is untapped", "it's untapped", "it is untapped"),
        ab.SELF_COUNTER: alt(("~ has ", alt("a", "one or more"), " +1/+1 ",
                              alt("counter", "counters"), " on it"),
                             "it has a +1/+1 counter on it")}
    simple[ab.SELF_MONSTROUS] = alt("~ is monstrous", "it's monstrous", "it is monstrous")
    if kind == ab.SELF_KIND_COUNTER and what is not None:  # "it has a depletion counter on it"
        single = (alt("a", "an", "one or more"), f" {what.counter} ", alt("counter", "counters"))
        more = (number(count), f" or more {what.counter} counters")
        return (alt("~", "it"), " has ", single if count < 2 else more, " on it")
    if kind == ab.SELF_COUNTER and count > 1:  # "~ has three or more +1/+1 counters on it"
        return (alt("~", "it"), " has ", number(count), " or more +1/+1 counters on it")
    if kind in simple:
        return simple[kind]
    words = condition_words(kind, count, what)  # issue 29, as long as (sim.model.static_conditions)
    if words is not None:
        return words
    if kind == ENTERED_KIND and what is not None:  # "another creature entered ... this turn"
        return entered_words(what, count, thing)
    if kind == CONTROLS_COLORED and what is not None:  # "you control a red permanent"
        return colored_words(what)
    if kind == CONTROLS_NONE and what is not None:  # "you control no untapped lands"
        return ("you control no ", "untapped " if what.tapped is False else "other " * what.other,
                thing(attrs.evolve(what, tapped=None, other=False), True))
    if what is not None and (kind in HOSTS or kind == DEFENDER_CONTROLS):  # "equipped
        # creature is a human", "enchanted creature is white", "... controls an artifact"
        if what.legendary:  # "equipped creature is legendary"
            return (host_words(kind), "legendary")
        bare = what.color and not (what.card_type or what.subtype)
        noun: Piece = COLOR_WORDS[what.color] if bare else (alt("a ", "an "), thing(what, False))
        return (host_words(kind), noun)
    if kind == ab.LIFE:
        return f"you have {count} or more life"
    if kind == ab.CONTROLS and what is not None:
        who = "you control " if what.controller == ab.YOU else "an opponent controls "
        many = count > 1
        if many:
            return (who, at_least(count, kind_words(what, True, thing)))  # (611.3a)
        article = "another" if what.other else alt("a", "an")
        return (who, article, " ", kind_words(what, False, thing))
    return f"<condition {kind}>"


def thing(what: Filter, many: bool) -> Piece:
    """A kind of permanent a condition or a count names ("elf", "artifacts", "white
    creature")."""
    color = COLOR_WORDS[what.color] + " " if what.color else ""
    noun: Piece
    if what.card_type and what.subtype:
        noun = f"{what.subtype.lower()} {what.card_type.lower()}" + ("s" if many else "")
    elif what.card_type:
        noun = what.card_type.lower() + ("s" if many else "")
    else:
        noun = alt(plural(what.subtype).lower(), what.subtype.lower() + "s") if many else \
            kind_noun(what.subtype)  # "elf", "wolf or werewolf" (205.3m)
    return (color, noun)


_RULES: dict[str, Piece] = {
    ab.NO_ATTACKS: "creatures can't attack",
    ab.NO_ATTACKS_ON_YOU: "creatures can't attack you",
    ab.ATTACKER_BLOCKS: ("the attacking player chooses how ",
                         alt("each creature blocks", "creatures block"), " each combat"),
    ab.DOUBLE_DAMAGE_ALL: "if a source would deal damage to a permanent or player, it deals "
                          "double that damage to that permanent or player instead",
    ab.DOUBLE_DAMAGE_YOU: "if a source would deal damage to you, it deals double that damage "
                          "to you instead",
    ab.DOUBLE_DAMAGE_SELF: "if a source would deal damage to ~, it deals double that damage "
                           "to ~ instead",
    ab.NO_PREVENTION: alt("damage can't be prevented", "all damage can't be prevented"),
    ab.NO_LIFE_GAIN: "players can't gain life",
    ab.NO_LIFE_GAIN_OPPONENTS: "your opponents can't gain life",
    ab.NO_LIFE_GAIN_REPLACED: "if a player would gain life, that player gains no life instead",
    **REPLACEMENT_TEXTS,  # CR 614.1a (``sim.text.render_replacements``)
    ab.PREVENT_ALL_TO_SELF: "prevent all damage that would be dealt to ~",
    ab.PREVENT_COMBAT_TO_SELF: "prevent all combat damage that would be dealt to ~",
}


def static(s: Static) -> Piece:
    """A static ability (CR 604) from its fields."""
    if s.condition == ab.LEVEL or s.text.startswith(OTHERWISE):  # (and "otherwise, it gets")
        return _striation(s) if s.condition == ab.LEVEL else (OTHERWISE, pt(s.power, s.toughness))
    if s.rule:
        return _rule(s)
    if s.cda:  # under a condition: "as long as ~ is attacking, its power ..." (611.3a)
        return _conditioned(s, cda(s))
    if s.per is not None:  # "~ gets +1/+1 for each artifact you control" (613.4c)
        return _conditioned(s, alt(*[(who, " ", "gets " if one else "get ", pt(
            s.power, s.toughness, s.per.where_x), per_tail(s, s.affects == ab.SELF
                                                           or s.per_attached))
            for who, one in group(s.affects, s.only)]))
    if s.add & Kw.LURE:
        lured = {ab.ENCHANTED: "enchanted creature"}.get(s.affects, alt("~", "this"))
        return _conditioned(s, ("all creatures able to block ", lured, " do so"))
    changes_pt = bool(s.power or s.toughness)
    if not s.add and not changes_pt and s.params == _POSSESSED_BAN and s.affects in (
            ab.ENCHANTED, ab.ENCHANTED_PERMANENT):  # "enchanted creature's activated
        # abilities can't be activated" (CR 602.5; issue 29, combat)
        return _conditioned(s, (group(s.affects, s.only)[0][0],
                                "'s activated abilities can't be activated"))
    ways: list[Piece] = []
    for who, singular in group(s.affects, s.only):
        predicate = _predicate(s.add, s.params, singular, s.power, s.toughness, changes_pt)
        ways.append((who, " ", predicate))
        if s.affects == ab.SELF and s.condition or s.condition in IT_HOSTS:  # "..., it has ..."
            ways.append(("it ", predicate))
    return _conditioned(s, alt(*ways))


def _conditioned(s: Static, body: Piece) -> Piece:
    """``body`` under the static ability's condition (CR 611.3a), before or after it."""
    if not s.condition:
        return body
    if s.condition == ab.THRESHOLD:  # 702.? threshold's condition, the ability word or not
        seven = alt("as long as seven or more cards are in your graveyard",
                    "as long as there are seven or more cards in your graveyard")
        return alt(("threshold — ", seven, ", ", body), (seven, ", ", body),
                   (body, " ", seven))
    cond, ways = condition_ways(s, body, condition)  # "as long as", "unless" (render_negated)
    if s.condition == ab.YOUR_TURN:
        ways += [("during your turn, ", body), (body, " during your turn")]
    if s.condition == ab.SELF_KIND_COUNTER and s.count < 2:  # "... if it has a <kind> counter"
        ways.append((body, " if ", cond))
    return alt(*ways)


def _rule(s: Static) -> Piece:
    if s.rule in _RULES:  # a prevention's group follows its words (``render_prevention``)
        return (_RULES[s.rule], group(s.affects, s.only)[0][0]) if s.affects else _RULES[s.rule]
    per = "turn" if s.per_turn else "combat"
    if s.rule == ab.MAX_ATTACKERS:
        return f"no more than one creature can attack each {per}"
    if s.rule == ab.MAX_BLOCKERS:
        return f"no more than one creature can block each {per}"
    they = alt("they control", "he or she controls")
    if s.rule == ab.ATTACK_TAX:
        return (f"creatures can't attack you unless their controller pays {{{s.amount}}} for "
                "each creature ", they, " that's attacking you")
    if s.rule == ab.BLOCK_TAX:
        return (f"creatures can't block unless their controller pays {{{s.amount}}} for each "
                "blocking creature ", they)
    if s.rule == ab.PREVENT_TO_YOU:
        return f"if a source would deal damage to you, prevent {s.amount} of that damage"
    if s.rule == ab.PREVENT_TO_SELF:
        return f"if a source would deal damage to ~, prevent {s.amount} of that damage"
    if s.rule == ab.HAND_TAX:
        return (f"enchanted creature can't attack or block unless its controller pays "
                f"{{{s.amount}}} for each card in your hand")
    if s.rule == ab.NO_MAX_HAND:  # CR 402.2
        return f"{'players' if s.amount else 'you'} have no maximum hand size"
    if s.rule == ab.EXTRA_LANDS:  # CR 305.2
        more = "an additional land" if s.amount == 1 else \
            ("", number(s.amount), " additional lands")
        return ("you may play ", more, " on each of your turns")
    if s.rule == ab.IS_CHOSEN:  # CR 613.1d-e, 614.12
        return "~ is the chosen type in addition to its other types" if s.amount else \
            "~ is the chosen color"
    if s.rule == ab.ENTERS_AS_COPY and s.what is not None:  # CR 707.2, 614.1c (clones)
        return clone_line(s)
    if s.rule == ab.CHOOSE_AS_ENTERS:  # CR 614.12 ("as it enters": issue 29, mana)
        return (alt("as ~ enters", "as ~ enters the battlefield", "as it enters",
                    "as it enters the battlefield"), chosen_words(s))  # (render_chosen)
    if s.rule == ab.PAY_LIFE_AS_ENTERS:  # CR 614.12, 614.1d
        return (alt("as ~ enters", "as ~ enters the battlefield"), f", you may pay {s.amount} "
                "life. if you don't, it enters ", alt("", "the battlefield "), "tapped")
    if s.rule == REVEAL_AS_ENTERS:  # CR 614.12 (``sim.text.may_rules``)
        kinds = next(v for k, v in s.params if k == REVEAL_AS_ENTERS)
        return (alt("as ~ enters", "as ~ enters the battlefield"), ", you may reveal ",
                "an " if kinds[0] in "aeiou" else "a ", kinds, " card from your hand. if you "
                "don't, ", alt("~", "it"), " enters ", alt("", "the battlefield "), "tapped")
    if s.rule == ab.CONTROL_ENCHANTED:  # CR 303.4, 613.1b
        return f"you control enchanted {s.what.card_type.lower() if s.what else 'permanent'}"
    if s.rule == ab.GRANTS_MANA:  # issue 29, mana (CR 613.1f, 605.1a)
        return _granted_mana(s)
    if s.rule == ab.MANA_SPEND_ONLY:  # issue 29, mana: restricted mana (CR 106.6)
        return spend_only(next(v for k, v in s.params if k == ab.MANA_SPEND_ONLY), _made)
    if s.rule == ab.MANA_IF_CONTROL:  # issue 29, mana (CR 602.5b)
        subtypes, ways = if_control_parts(next(v for k, v in s.params
                                               if k == ab.MANA_IF_CONTROL))
        return ("{t}: add ", _made(tuple(Mana(*w) for w in ways)),
                ". activate only if you control ", join(
                    [(alt("a ", "an "), t.lower()) for t in subtypes], " or "))
    if s.rule == ab.MANA_COULD_PRODUCE:  # issue 29, mana (CR 106.7)
        kind, whose, what = could_parts(next(v for k, v in s.params
                                             if k == ab.MANA_COULD_PRODUCE))
        lands = f"a {what} you control" if whose == "you" else f"a {what} an opponent controls"
        return f"{{t}}: add one mana of any {kind} that {lands} could produce"
    if s.rule == ab.MANA_TRIGGER:  # issue 29, mana (CR 605.1b)
        return mana_trigger(s)
    return other_rule(s, group)


def _granted_mana(s: Static) -> Piece:
    """'<permanents> have "{T}: Add <mana>."' (a ``GRANTS_MANA`` rule): its subject (the
    creatures' ``group``, or ``what``: "enchanted land", "[other] lands | permanents you
    control") and the granted ability as ``mana_ability`` writes it, or "two | three mana of
    any one color"."""
    value = next(v for k, v in s.params if k == ab.GRANTED_MANA)
    made = tuple(Mana(*(int(n) for n in way.split(","))) for way in value.split())
    n = made[0].total
    if n > 1 and len(made) == 5 and all(getattr(m, c) == n for m, c in zip(made, "WUBRG",
                                                                          strict=True)):
        mana: Piece = ("{t}: add ", number(n), " mana of any one color")
    else:
        mana = mana_ability(Parsed(mana=1, adds=(made,)))
    quoted = ('"', mana, alt(".", ""), '"')
    if s.what is None:
        return alt(*[(who, " has " if one else " have ", quoted)
                     for who, one in group(s.affects, s.only)])
    if s.affects == ab.ENCHANTED:
        return ("enchanted land has ", quoted)
    kind = "lands" if s.what.card_type == "Land" else "permanents"
    return ("other " if s.what.other else "", kind, " you control have ", quoted)


# --- triggered mana abilities (issue 29, mana; CR 605.1b; sim.model.mana_triggers) ---
_TAPPED_WATCH = {"enchanted": ("enchanted ", " is tapped"), "is": ("", " is tapped"),
                 "you": ("you tap ", ""), "player": ("a player taps ", "")}


def mana_trigger(s: Static) -> Piece:
    """"whenever <permanent> is tapped | <player> taps <permanent> for mana, <adds>" (a
    ``MANA_TRIGGER`` rule): "its controller adds an additional <mana>", "add an additional
    <mana>", "that player adds | add one mana of any type that <noun> produced"."""
    params = dict(s.params)
    form, value = params[ab.MANA_TRIGGER_FORM], params[ab.MANA_TRIGGER_ADDS]
    what = s.what or Filter()
    noun = (what.subtype or what.card_type).lower()
    before, after = _TAPPED_WATCH[form]
    watched: Piece = (before, noun if form == "enchanted" else (alt("an ", "a ") if noun[0] in
                      "aeiou" else "a ", noun), after)
    if value == "same":
        adds: Piece = ("that player adds " if form == "player" else "add ",
                       f"one mana of any type that {noun} produced")
    else:
        made = tuple(Mana(*(int(n) for n in way.split(","))) for way in value.split())
        mana = combination(made) if len(made) > 1 and made != ANY_COLOR else ""
        adds = ("its controller adds " if form in ("enchanted", "is") else "add ",
                "an additional ", mana or _made(made))
    return ("whenever ", watched, " for mana, ", adds)


def _striation(s: Static) -> Piece:
    """A piece of a leveler's striation (CR 711.2b-c): its heading with its base power and
    toughness ("level 1-3 4/4", "level 4+ 6/6"), or an ability printed in it, without the
    level range its heading shows."""
    if s.cda == ab.LEVEL_PT:
        levels = f"{s.count}-{s.amount}" if s.amount else f"{s.count}+"
        return f"level {levels} {s.power}/{s.toughness}"
    if s.affects == ab.SELF and not (s.power or s.toughness or s.only):
        return parsed(Parsed(flags=s.add, params=s.params))
    return static(attrs.evolve(s, condition="", count=0, amount=0))
