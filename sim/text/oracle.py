"""One Oracle-text front end: a card's text in, the abilities the engine runs out — plus,
verbatim, the clauses it does not run, instead of rejecting the card.

``read_text(text, card_name)`` drops reminder text (in parentheses), then reads each line: a
keyword line ("Flying, first strike", "Protection from red", "Rampage 2", "Snow forestwalk")
is read keyword by keyword; any other line is split into sentences, each read as an ability
phrase (``sim.model.abilities``: restrictions, requirements, static abilities, mana abilities,
replacement effects on damage). A clause is understood only when the whole of it is; the
``Reading`` lists the rest, and its ``status`` is ``full``, ``partial`` or ``none``.
``sim.text.keyword_lines.read_keyword`` reads one keyword with its parameter, the words a
scenario's ``keywords`` list accepts.

Activated abilities ("[cost]: [effect]", CR 602.1; loyalty abilities, 606) and triggered
abilities ("when/whenever/at [event], [effect]", 603.1) are read into data too —
``Activated`` with its ``Cost``, ``Triggered`` with the event it waits for (the class of
``sim.model.events`` it will subscribe to) — so the stack can run them; until it does, they are
also listed as not run.
"""

from __future__ import annotations

import re
from functools import partial
from typing import Any

import attrs

import sim.text.attached_lists  # noqa: F401  (its reader of an Aura's changes, 613.1d-f)
from sim.model.abilities import (
    ADDITIONAL_COST,
    ALTERNATIVES,
    BARGAIN,
    BUYBACK,
    CANT_BE_COUNTERED,
    CASUALTY,
    CIPHER,
    CONSPIRE,
    ENTWINE,
    ESCALATE,
    FLASH_FOR_MORE,
    FLASHBACK,
    FORETELL,
    JUMP_START,
    KICKER,
    MADNESS,
    MANA_SACRIFICE,
    PAYS_WITH,
    REBOUND,
    REPLICATE,
    RETRACE,
    SELF_COST,
    SPLIT_SECOND,
    SPREE,
    SUSPEND,
    UMBRA_ARMOR,
    Filter,
    Parsed,
)
from sim.model.abilities import NO_GAME_EFFECT as NO_GAME_EFFECT_PARAM
from sim.model.cost_parts import GRAVEYARD as GRAVEYARD_PART
from sim.model.cost_parts import CostPart, unpaid_parts
from sim.model.errors import UnknownNameError
from sim.model.keyword_abilities import crew, equip, ninjutsu, saddle, unearth
from sim.model.keywords import Kw
from sim.model.mana import ManaCost
from sim.model.may_verbs import functions_in_graveyard
from sim.model.modes import MODE_REPEAT
from sim.model.programs import (
    IF_ANOTHER,
    MODIFY,
    Activated,
    Cost,
    Op,
    Program,
    Triggered,
    controls_restriction,
    is_mana_ability,
)
from sim.text.cast_timing_text import CASTING, STEP_TIMINGS, self_held  # (its reader: 601.3)
from sim.text.champion_text import with_return
from sim.text.chapter_text import saga_triggered
from sim.text.condition_text import restriction_condition
from sim.text.copy_rules import copies_cast_spell, copies_permanent_spell
from sim.text.dashed_abilities import dashed_activated  # exhaust, boast (602.5b)
from sim.text.effect_text import read_effect
from sim.text.equip_variants import equipping
from sim.text.grammar import parse
from sim.text.history_words import history_restriction
from sim.text.keyword_lines import keyword_items
from sim.text.keyword_names import (
    ability_word,
    activated_word,
    normalize,
    self_reference,
)
from sim.text.keyword_triggers import (
    ARMOR_KEYWORDS,
    CHOICE_KEYWORDS,
    KEYWORD_PARSED,
    NO_GAME_EFFECT,
    PROGRAMS,
    STATIC_KEYWORDS,
    definition_of,
    split,
)
from sim.text.level_text import is_leveler, read_leveler
from sim.text.line_text import bulleted, line_sentences, without_reminders
from sim.text.linked_text import check_linked
from sim.text.mana_text import mana_choice, tap_cost
from sim.text.pump_rules import otherwise_static  # "Otherwise, it gets -3/-3." (611.3a)
from sim.text.restriction_unless_text import parse_text
from sim.text.restrictions import ONCE, OTHERS_TIMINGS, TIMES_EACH_TURN, own_reduction, restrictions
from sim.text.speed_text import speed_activated
from sim.text.that_much_damage import read_with_that_much
from sim.text.trigger_referents import checked_player, trigger_it, trigger_player
from sim.text.trigger_rules import ONCE_ONLY, TRIGGER_READERS, split_condition
from sim.text.while_triggers import read_while

FULL, PARTIAL, NONE = "full", "partial", "none"


def _cost(part: str) -> tuple[str, Any] | None:
    """One part of a cost as the grammar reads it (``cost_part``): its kind and value (a
    string, or a ``CostPart``)."""
    found: tuple[str, Any] | None = parse("cost_part", part)
    return found


#: "Activate only ..." restrictions (602.5b) ``activation.timing_ok`` enforces; others: not run
_TIMINGS = frozenset(("during an opponent's turn", "during your turn", "during combat",
                      "before attackers are declared", "once each turn", "as a sorcery",
                      "during your upkeep", "if seven or more cards are in your graveyard",
                      "if there are four or more card types among cards in your graveyard",
                      "if you have no cards in hand",
                      "if you control three or more artifacts", ONCE)) | OTHERS_TIMINGS \
    | STEP_TIMINGS | frozenset(TIMES_EACH_TURN)


def read_activated(line: str, card_name: str = "") -> Activated | None:
    """``line`` as an activated ability (or a loyalty ability), or None; an ability word
    before it ("Channel — {1}{G}, Discard ~: ...", CR 207.2c) is not part of it."""
    word, _ = activated_word(normalize(line))  # (or a flavor word, CR 207.2d)
    head, colon, effect = (line.split(" ", len(word.split()) + 1)[-1] if word else
                           line).partition(":")
    if not colon or not effect.strip() or '"' in head:
        return None
    if "," in card_name:  # "Discard Arashi, the Sky Asunder": the name is one part
        head = head.replace(card_name, "~")
    mana, tap, untap, loyalty, other = "", False, False, None, []
    life, sacrifice, unpaid, loyalty_x = 0, False, [], False
    energy, tap_creatures, tap_subtype, tap_other = 0, 0, "", False
    parts, discard = list[CostPart](), False
    for part in (p.strip() for p in head.split(",")):
        if part.startswith("[") and part.endswith("]"):
            part = part[1:-1]  # a loyalty cost as some card files print it: "[+1]", "[−2]"
        found = _cost(part.lower()) if part else None
        kind = found[0] if found else ""
        if kind == "loyalty":
            assert found is not None
            sign = -1 if found[1][0] != "+" else 1
            amount = found[1][1:] or found[1]  # "0" has no sign
            loyalty = 0 if amount == "x" else sign * int(amount)
            loyalty_x = amount == "x" and sign < 0  # "−X": X is chosen as it is activated
            if amount == "x" and sign > 0:
                unpaid.append(part)  # "+X": no such card
        elif kind in ("tap", "untap"):
            tap, untap = tap or kind == "tap", untap or kind == "untap"
            if kind == "untap" and effect.strip().lower().startswith("add"):
                unpaid.append(part)  # a mana ability's {Q} (605.1a): not run
        elif kind == "mana":
            mana += part
            if ManaCost.parse(part).unpaid:
                unpaid.append(part)  # a symbol no mana pays here ({H/W}, {½}): never paid
        elif part and part[0].isupper() and len(part.split()) <= 10:
            other.append(part)  # Sacrifice ..., Discard ..., Pay N life, Exile ...
            paid = _cost(self_reference(normalize(part).rstrip("."), card_name))
            if paid is not None and paid[0] == "life":
                life += int(paid[1])
            elif paid is not None and paid[0] == "sacrifice":
                sacrifice = True
            elif paid is not None and paid[0] == "energy":  # "Pay {E}{E}" (CR 107.14)
                energy += int(paid[1])
            elif tap_cost(normalize(part)) is not None:  # "Tap two untapped Elves you control"
                tap_creatures, tap_subtype, tap_other = tap_cost(normalize(part)) or (0, "", False)
            elif paid is not None and paid[0] == "part":  # 602.2b, 601.2h (cost_parts)
                parts.append(paid[1])
            elif paid is not None and paid[0] == "discard":  # "Discard ~": from the hand
                discard = True
            else:
                unpaid.append(part)
        else:
            return None
    unpaid += unpaid_parts(parts)
    # "exile ~ from your graveyard": activated only there
    graveyard = any(p.own and p.zone == GRAVEYARD_PART for p in parts)
    cost = Cost(mana, tap, untap, loyalty, tuple(other), life, sacrifice, tuple(unpaid),
                loyalty_x, energy=energy, tap_creatures=tap_creatures, tap_subtype=tap_subtype,
                parts=tuple(parts), graveyard=graveyard, discard=discard, crew_other=tap_other)
    less = own_reduction(effect, card_name)  # CR 601.2f, 602.2b
    if less is not None:
        cost = attrs.evolve(cost, less=less[1][0], less_per=less[1][1])
    program = read_effect(effect.strip() if less is None else less[0], card_name)
    cost = attrs.evolve(cost, graveyard=cost.graveyard or functions_in_graveyard(program))
    if program.modes and not program.modes_min:  # no mode: a triggered ability's (603.3c)
        program = attrs.evolve(program, unsupported=(*program.unsupported, effect.strip()))
    if loyalty is None:  # a mana ability's "add {r} or {w}" (605.1a), chosen as activated
        program = mana_choice(program) or program
    return Activated(cost, effect.strip(), line, program)


def read_keyword_ability(line: str) -> Activated | None:
    """A line that is a keyword standing for an activated ability, its cost after it:
    "Equip {1}{W}" (CR 702.6a), "Crew 3" (702.122a); None for any other line, or a cost no
    mana pays here."""
    if line[:5].lower() not in ("equip", "crew ", "unear", "saddl", "ninju"):
        return None  # (the grammar's only keyword abilities; spares the parse)
    found: tuple[str, str] | None = parse("keyword_ability", normalize(line).rstrip("."))
    if found is None:
        return None
    kind, value = found
    if kind == "crew":  # "Crew 3" (702.122a)
        return crew(int(value), line.strip())
    if kind == "saddle":  # "Saddle 2" (702.171a)
        return saddle(int(value), line.strip())
    mana = line.strip().rstrip(".")[len(kind):].strip()  # the cost as printed
    if ManaCost.parse(mana).unpaid:
        return None
    if kind in ("unearth", "ninjutsu"):  # 702.84a, 702.49a
        return (unearth if kind == "unearth" else ninjutsu)(mana, line.strip())
    return equip(mana, line.strip())


def read_cycling(line: str, card_name: str = "") -> Activated | None:
    """``line`` as cycling (CR 702.29a: "Cycling [cost]" means "[cost], Discard this card: Draw
    a card.", an ability activated only while the card is in its owner's hand) or
    typecycling (702.29e: "Forestcycling [cost]", "Basic landcycling [cost]": "[cost], Discard
    this card: Search your library for a <type> card, reveal it, put it into your hand, then
    shuffle."), or None. Its cost's ``discard`` says where it is activated from."""
    if "cycling" not in line.lower():
        return None  # spares the parse
    found: tuple[str, str] | None = parse("cycling", normalize(line).rstrip("."))
    if found is None:
        return None
    kind, mana = found[0], found[1].upper()
    effect = "Draw a card." if not kind else \
        f"Search your library for a {kind} card, reveal it, put it into your hand, then shuffle."
    unpaid = (mana,) if ManaCost.parse(mana).unpaid else ()
    cost = Cost(mana, other=("Discard this card",), unpaid=unpaid, discard=True, cycling=True)
    return Activated(cost, effect, line, read_effect(effect, card_name))


def runs(ability: Activated) -> bool:
    """Whether the engine runs ``ability``: its effect, its cost and its restrictions."""
    program = ability.program
    return program is not None and program.runnable and ability.cost.payable and all(
        r in _TIMINGS or controls_restriction(r) or restriction_condition(r) is not None
        or bool(history_restriction(r)) or self_held(r) for r in restrictions(ability))


_WORD_CHARS = "abcdefghijklmnopqrstuvwxyz0123456789' "  # ("descend 4 — ")


def _without_ability_word(key: str) -> str:
    """``key`` without an ability word before its trigger ("delirium — whenever ...", CR
    207.2c)."""
    at = len(key) - len(key.lstrip(_WORD_CHARS))
    if at < 2 or key[at - 1] != " " or at == len(key) or key[at] not in "—-":
        return key
    end = at
    while end < len(key) and key[end] in "—-":
        end += 1
    if key[end:end + 1] == " " and key[end + 1:].startswith(("when ", "whenever ", "at ")):
        return key[end + 1:]
    return key


def read_triggered(line: str, card_name: str = "") -> Triggered | None:
    """``line`` as a triggered ability, or None; a modal one's mode lines follow its first
    line ("When ~ enters, choose one —\n• ...", ``_with_modes``)."""
    first, *modes = line.split("\n")
    key = normalize(first)
    key = self_reference(key, card_name)
    key = _without_ability_word(key)  # "Delirium — Whenever ..." (an ability word, 207.2c)
    if not key.startswith(("when ", "whenever ", "at ", EXERT_WORDS)):
        return None
    condition, comma, effect = split_condition(key)  # its condition may list with commas
    if not comma:
        return None
    found: tuple[str, ...] | None = EXERT_TRIGGERS.get(condition) or parse("trigger", condition)
    about: Filter | None = None
    plain = found is not None  # the base grammar's (``sim.rules.triggers._died``, ...)
    if found is None:  # the conditions of ``sim.text.trigger_rules``
        more: tuple[Any, ...] | None = parse("event_trigger", condition)
        if more is not None and len(more) == 3:  # (no starred assignment: mypyc makes a list)
            about, more = more[2], more[:2]
        found = more
    effect = "\n".join([effect.strip(), *modes])
    once = _ONCE.search(effect) if not modes else None  # "this ability triggers only once ..."
    effect = effect[:once.start()] if once else effect
    if found is None:  # "<event> while <state>" (``sim.text.while_triggers``, CR 603.2)
        return read_while(condition, effect, line, partial(read_triggered, card_name=card_name)
                          ) or Triggered("", "", condition, effect, line, read_effect(effect,
                                                                                   card_name))
    event, subject = found
    # "whenever ~ blocks, it gets ...": "it" is ~ when the trigger is about ~
    it = trigger_it(event, subject)
    # "whenever ~ deals combat damage to a player, that player ...": the player it damaged
    # "at the beginning of each player's upkeep, ... that player": the active player
    that_player = trigger_player(event, subject, effect, about)  # (``trigger_referents``)
    program, subject = read_with_that_much(effect, card_name, it, that_player, event, subject,
                                           plain)
    program = checked_player(program, event, subject, effect, about)
    if not copies_cast_spell(event, subject, program) or subject in ONCE_ONLY and not once:
        return Triggered("", "", condition, effect, line, program)
    return Triggered(event, subject, condition, effect, line, program, about,
                     once_each_turn=once is not None)


#: exert (CR 701.43a; ``sim.rules.combat``): "you may exert ~ as it attacks. when you do,
#: <effect>" (a reflexive ability, 603.12, of exerting ~ as it is declared an attacker) and
#: "whenever you exert a creature, <effect>": triggered abilities on the ``Exerted`` event
EXERT_WORDS = "you may exert ~ as it attacks. when you do"
EXERT_TRIGGERS = {EXERT_WORDS: ("Exerted", "self"),
                  "whenever you exert a creature": ("Exerted", "you")}


#: the instruction after a triggered ability's effect limiting it to once each turn (CR 603.1)
_ONCE = re.compile(r"\.? this ability triggers only once each turn\.?$")
TRIGGER_READERS.append(read_triggered)  # an effect's "whenever ... this turn" (CR 603.7c)


# --- keywords standing for a triggered ability the rules word in full; keywords with no effect
# in a game (``sim.text.keyword_triggers``) ---
def keyword_reading(item: str, card_name: str = "") -> Triggered | Parsed | None:
    """A keyword line's item the keywords of ``read_keyword`` leave out: one that stands for
    the triggered ability its rule words ("Afterlife 2", CR 702.135a), read from that wording
    and keeping the keyword (each instance an ability of its own: each triggers separately);
    one with no effect in a game ("Partner", 702.124a: ``NO_GAME_EFFECT``); else None."""
    key = normalize(item)
    if key in NO_GAME_EFFECT:
        return Parsed(params=frozenset([(NO_GAME_EFFECT_PARAM, key)]))
    if key in ARMOR_KEYWORDS:  # umbra armor, formerly totem armor (CR 702.89a)
        return Parsed(params=frozenset([(UMBRA_ARMOR, key)]))
    if key in KEYWORD_PARSED:  # sunburst, living metal (CR 702.44a, 702.161a)
        return KEYWORD_PARSED[key]
    parts = split(key)
    if parts is not None and parts[0] in STATIC_KEYWORDS and parts[1]:  # "Bloodthirst 2"
        return Parsed(params=frozenset([(STATIC_KEYWORDS[parts[0]], str(parts[1]))]))
    if key in CHOICE_KEYWORDS:  # "Riot", "Unleash" (702.136a, 702.98a)
        return Parsed(params=frozenset([(CHOICE_KEYWORDS[key], "")]))
    wording = definition_of(key)
    if wording is None:
        return None
    found = read_triggered(wording, card_name)
    if found is not None and key in PROGRAMS:  # a program written out (extort, 702.101a)
        found = attrs.evolve(found, program=PROGRAMS[key])
    if found is None or not found.event or found.program is None or \
            not found.program.runnable or found.program.unsupported:
        return None
    return attrs.evolve(found, text=item, keyword=key)


def _grant_backup(backup: list[tuple[int, int, int, int]],
                  read: list[tuple[str, Parsed | Activated | Triggered | Program]],
                  triggered: list[Triggered], supported: list[str],
                  unsupported: list[str]) -> None:
    """Backup N (CR 702.165a): "... If that's another creature, it gains the non-backup
    abilities of this creature printed below this one until end of turn": the one backup of
    the text gains a MODIFY of its target with the abilities read after it — run only when
    every clause below it is a keyword or ability the engine holds as a flag or parameter
    (no static ability affecting others, mana, activated or triggered ability, nor a clause
    not run), so that exactly what is printed below is granted (702.165c)."""
    at, lost, _, triggered_at = backup[0]
    clause, ability = read[at]
    below = [model for _, model in read[at + 1:]]
    keywords = Parsed()
    for model in below:
        if isinstance(model, Parsed) and not model.statics and not model.adds \
                and not model.mana:
            keywords |= model
        else:
            keywords = Parsed()
            break
    assert isinstance(ability, Triggered) and ability.program is not None
    if len(backup) > 1 or len(unsupported) > lost or len(triggered) > triggered_at + 1 or \
            not (keywords.flags or keywords.params) or \
            any(not isinstance(m, Parsed) for m in below):
        read.pop(at)
        supported.remove(clause)
        unsupported.append(clause)
        triggered.remove(ability)
        return
    grant = Op(MODIFY, "target:0", add=keywords.flags, params=keywords.params, rule=IF_ANOTHER)
    full = attrs.evolve(ability, program=attrs.evolve(
        ability.program, ops=(*ability.program.ops, grant)))
    read[at] = (clause, full)
    triggered[triggered.index(ability)] = full


@attrs.frozen(slots=True)
class Reading:
    """What the front end made of a card's text: the abilities the engine runs
    (``parsed``), the activated and triggered abilities read into data (``activated``,
    ``triggered``), and every clause, verbatim: those not run (``unsupported``) and those
    run (``supported``)."""

    parsed: Parsed
    unsupported: tuple[str, ...] = ()
    activated: tuple[Activated, ...] = ()
    triggered: tuple[Triggered, ...] = ()
    #: the clauses the engine runs, verbatim: each keyword of a keyword line, each ability
    supported: tuple[str, ...] = ()
    #: each clause run with the piece of the ability model it was read into
    #: (``sim.text.render`` renders the piece back to check it)
    read: tuple[tuple[str, Parsed | Activated | Triggered | Program], ...] = ()

    @property
    def understood(self) -> int:
        """How many clauses of the text the engine runs."""
        return len(self.supported)

    @property
    def status(self) -> str:
        """``full``, ``partial`` or ``none`` (``support_status``)."""
        return support_status(self.supported, self.unsupported)


def _cyclings(line: str, card_name: str) -> list[tuple[str, Activated]]:
    """A line of one or more cycling abilities ("Forestcycling {2}, plainscycling {2}"), each
    with its clause, or forecast's (CR 702.57a-b, from the hand too); [] for any other line."""
    if line.startswith("Forecast"):  # (an instant's or sorcery's too: ``read_spell``)
        forecast = dashed_activated(read_activated, line, card_name)
        return [(line, forecast)] if forecast is not None and runs(forecast) else []
    parts = [part.strip() for part in line.split(",")]
    found = [(part, read_cycling(part, card_name)) for part in parts]
    return [(part, a) for part, a in found if a is not None] \
        if all(a is not None for _, a in found) else []


def _cycling_read(line: str, ability: Activated, supported: list[str], unsupported: list[str],
                  read: list[Any]) -> None:
    """Cycling's line as run (its cost payable, its program runnable) or not."""
    if ability.cost.payable and ability.program is not None and ability.program.runnable \
            and not ability.program.unsupported:
        supported.append(line)
        read.append((line, ability))
    else:
        unsupported.append(line)


def support_status(supported: tuple[str, ...], unsupported: tuple[str, ...]) -> str:
    """``full`` (nothing left out), ``partial`` (some clauses run) or ``none``."""
    if not unsupported:
        return FULL
    return PARTIAL if supported else NONE


def _with_modes(lines: list[str]) -> list[str]:
    """``lines`` with each modal ability's mode lines ("• ...") joined to the line that
    introduces them ("When ~ enters, choose one —"), one ability (CR 700.2)."""
    out: list[str] = []
    for line in lines:
        stripped = line.strip()
        if stripped.startswith("•") and out and (out[-1].rstrip().endswith("—") or
                                                  out[-1].lstrip().count("\n•") or
                                                  out[-1].lower().endswith(MODE_REPEAT)):
            out[-1] = f"{out[-1].rstrip()}\n{stripped}"
        else:
            out.append(line)
    return out


def read_text(text: str, card_name: str = "") -> Reading:
    """Read a card's Oracle text (see the module docstring)."""
    if is_leveler(text):  # CR 711: striations, each line of it read here
        lv = read_leveler(text, card_name, read_text)
        return Reading(lv.parsed, lv.unsupported, lv.activated, lv.triggered, lv.supported,
                       lv.read)
    parsed = Parsed()
    unsupported: list[str] = []
    activated: list[Activated] = []
    triggered: list[Triggered] = []
    supported: list[str] = []
    read: list[tuple[str, Parsed | Activated | Triggered | Program]] = []
    backup: list[tuple[int, int, int, int]] = []  # where each "Backup N" was read (702.165a)
    for line in _with_modes(without_reminders(bulleted(text)).splitlines()):
        line = line.strip()
        if not line:
            continue
        keyword_ability = read_keyword_ability(line) or equipping(line, card_name, read_activated)
        if keyword_ability is not None:  # "Equip {2}"
            activated.append(keyword_ability)
            supported.append(line)
            read.append((line, keyword_ability))
            continue
        cyclings = _cyclings(line, card_name)
        if cyclings:  # 702.29: activated abilities from the hand
            activated += [a for _, a in cyclings]
            for part, cycling in cyclings:
                _cycling_read(part, cycling, supported, unsupported, read)
            continue
        items = keyword_items(line)
        if items:  # a keyword line: each keyword is a clause of its own
            for item, keyword in items:
                if copies_permanent_spell(item, keyword):  # a token copy (707.10): not run
                    unsupported.append(item)
                    continue
                if keyword is None:
                    named = keyword_reading(item, card_name)  # "Afterlife 2", "Partner"
                    if isinstance(named, Triggered) and named.keyword.startswith("backup "):
                        backup.append((len(read), len(unsupported), len(activated),
                                       len(triggered)))
                    if isinstance(named, Triggered):  # champion's two (CR 702.72a)
                        triggered += with_return(named, read_triggered, card_name)
                    elif named is not None:
                        parsed |= named
                    (unsupported if named is None else supported).append(item)
                    if named is not None:
                        read.append((item, named))
                else:
                    parsed |= keyword
                    supported.append(item)
                    read.append((item, keyword))
            continue
        whole = _clause(line, card_name)  # a mana ability, or a one-sentence ability
        if whole is not None:
            parsed |= whole
            supported.append(line)
            read.append((line, whole))
            continue
        ability = speed_activated(partial(dashed_activated, read_activated), line, card_name)
        trigger = None if ability is not None else saga_triggered(read_triggered, line, card_name)
        if ability is not None or trigger is not None:
            if ability is not None:
                activated.append(ability)
            if trigger is not None:
                triggered.append(trigger)
            found = (ability or trigger).program  # type: ignore[union-attr]
            if found is None or not found.runnable or (trigger is not None
                                                       and not trigger.event) or (
                    ability is not None and not runs(ability)):
                unsupported.append(line)
            else:
                supported.append(line)
                unsupported += found.unsupported  # the sentences it skips, verbatim
                read.append((line, ability or trigger))  # type: ignore[arg-type]
            continue
        for sentence in line_sentences(line):
            clause = otherwise_static(sentence, read) or _clause(sentence, card_name)
            if clause is None:
                unsupported.append(sentence)
            else:
                parsed |= clause
                supported.append(sentence)
                read.append((sentence, clause))
    if backup:  # 702.165a: what "Backup N" grants is the abilities printed below it
        _grant_backup(backup, read, triggered, supported, unsupported)
    check_linked(read, triggered, supported, unsupported)  # 607.2a: "the exiled card"
    if len(parsed.adds) > 1 and any(k == MANA_SACRIFICE for k, _ in parsed.params):
        parsed = _sacrifice_alone(parsed, read, supported, unsupported, activated, card_name)
    return Reading(parsed, tuple(unsupported), tuple(activated), tuple(triggered),
                   tuple(supported), tuple(read))


def _sacrifice_alone(parsed: Parsed,
                     read: list[tuple[str, Parsed | Activated | Triggered | Program]],
                     supported: list[str],
                     unsupported: list[str], activated: list[Activated],
                     card_name: str = "") -> Parsed:
    """"{T}, Sacrifice ~: Add ..." beside another mana ability (Crystal Vein): the payment
    (``sim.rules.costs``) does not choose between them, so the sacrificing one is an activated
    mana ability instead, activated with priority (CR 605.1a, 605.3a; or not run if it can't
    be); alone (a Treasure's, 111.10a), it is paid with."""
    kept = Parsed()
    for text, model in list(read):
        if isinstance(model, Parsed) and any(k == MANA_SACRIFICE for k, _ in model.params):
            ability = read_activated(text, card_name)
            if ability is not None and runs(ability) and is_mana_ability(ability):
                activated.append(ability)
                read[read.index((text, model))] = (text, ability)
                continue
            read.remove((text, model))
            supported.remove(text)
            unsupported.append(text)
        elif isinstance(model, Parsed):
            kept |= model
    return kept


@attrs.frozen(slots=True)
class SpellReading:
    """An instant's or sorcery's text: its keywords (``keywords``), what it does as it
    resolves (``program``, CR 608.2), and every clause, run or not, verbatim."""

    program: Program
    keywords: Parsed
    supported: tuple[str, ...]
    unsupported: tuple[str, ...]
    #: each clause run with the piece of the ability model it was read into
    read: tuple[tuple[str, Parsed | Program | Activated | Triggered], ...] = ()
    #: its cycling abilities, activated from the hand (CR 702.29a)
    activated: tuple[Activated, ...] = ()
    #: its abilities triggering off the battlefield: "when you cycle|cast ~" (702.29c, 601.2i)
    triggered: tuple[Triggered, ...] = ()


#: the triggers of an instant or sorcery that function where it is (CR 702.29c, 601.2i)
_SPELL_TRIGGERS = frozenset((("Cycled", "self"), ("SpellCast", "self")))


#: keywords that mean something on an instant or sorcery the engine casts: devoid (colorless,
#: 702.114a), flash (702.8a), changeling (a Kindred spell is every creature type, 702.73a)
SPELL_KEYWORDS = Kw.DEVOID | Kw.FLASH | Kw.ASCEND | Kw.CHANGELING  # ascend: 702.131a


#: "this spell can't be countered" as an instant's or sorcery's static ability (CR 101.2)
_UNCOUNTERABLE = frozenset({(CANT_BE_COUNTERED, "")})


def _spell_costs(parsed: Parsed) -> bool:
    """Whether ``parsed`` is only costs of casting the spell the engine pays: kicker (CR
    702.33a), an additional cost (601.2b)."""
    return bool(parsed.params) and not parsed.flags and not parsed.statics and all(
        kind in _SPELL_COSTS for kind, _ in parsed.params)


#: the parameters of an instant or sorcery about casting it that the engine runs: kicker
#: (702.33a), additional costs (601.2b), convoke and the like (702.51a), flashback (702.34a),
#: buyback (702.27a), split second (702.61a), retrace (702.81a)
_SPELL_COSTS = frozenset({KICKER, ADDITIONAL_COST, PAYS_WITH, FLASHBACK, BUYBACK,
                          SPLIT_SECOND, RETRACE})
_SPELL_COSTS |= frozenset(ALTERNATIVES)  # CR 118.9: alternative costs (sim.rules.casting)
_SPELL_COSTS |= {SELF_COST}  # CR 601.2f: "this spell costs {N} less" (sim.rules.cost_changes)
_SPELL_COSTS |= {MADNESS}  # CR 702.35a (sim.rules.madness)
_SPELL_COSTS |= {BARGAIN, "multikicker"}  # CR 702.166a, 702.33c (sim.model.multikicker)
_SPELL_COSTS |= {REPLICATE, CASUALTY, CONSPIRE}  # 702.56a, 702.153a, 702.78a (copies)
_SPELL_COSTS |= {REBOUND, SUSPEND, "aftermath"}  # 702.88a, 702.62a; 702.127a (split_casting)
_SPELL_COSTS |= {FORETELL, CIPHER}  # 702.143a, 702.99a: exile_play; encoded (exile_cast)
_SPELL_COSTS |= {ENTWINE, ESCALATE, SPREE}  # 702.42a, 702.120a, 702.172a (mode_choice)
_SPELL_COSTS |= {JUMP_START}  # 702.133a: cast from a graveyard (sim.rules.spell_costs)
_SPELL_COSTS |= {FLASH_FOR_MORE, "additional x cost"} | CASTING  # 601.2f, 702.8a, 601.3


def read_spell(text: str, card_name: str = "") -> SpellReading:
    """Read an instant's or sorcery's text: reminder text dropped, a line of keywords read
    keyword by keyword (only ``SPELL_KEYWORDS`` and the costs of ``_SPELL_COSTS`` count as
    run: "Splice onto Arcane" is not), the rest one effect (``sim.model.programs``)."""
    keywords = Parsed()
    supported: list[str] = []
    unsupported: list[str] = []
    body: list[str] = []
    read: list[tuple[str, Parsed | Program | Activated | Triggered]] = []
    activated: list[Activated] = []
    triggered: list[Triggered] = []
    for line in without_reminders(bulleted(text)).splitlines():
        line = line.strip()
        cyclings = _cyclings(line, card_name) if line else []
        if cyclings:  # 702.29: activated abilities from the hand
            activated += [a for _, a in cyclings]
            for part, cycling in cyclings:
                _cycling_read(part, cycling, supported, unsupported, read)
            continue
        trigger = read_triggered(line, card_name) if line[:4].lower() == "when" else None
        if trigger is not None and (trigger.event, trigger.subject) in _SPELL_TRIGGERS:
            triggered.append(trigger)  # "when you cycle ~", "when you cast ~": no effect
            ok = trigger.program is not None and trigger.program.runnable
            (supported if ok else unsupported).append(line)
            if ok:
                assert trigger.program is not None
                unsupported += trigger.program.unsupported
                read.append((line, trigger))
            continue
        items = keyword_items(line) if line else []
        for item, keyword in items:
            if keyword is not None and (keyword.flags and not keyword.params and
                                        not keyword.flags & ~SPELL_KEYWORDS
                                        or _spell_costs(keyword)):
                keywords |= keyword
                supported.append(item)
                read.append((item, keyword))
                continue
            cast = keyword_reading(item, card_name) if keyword is None else None
            if isinstance(cast, Triggered) and (cast.event, cast.subject) in _SPELL_TRIGGERS:
                triggered.append(cast)  # storm (702.40a): "when you cast this spell, ..."
                supported.append(item)
                read.append((item, cast))
            else:
                unsupported.append(item)
        if line and not items:
            static = _clause(line, card_name) if "countered" in line or \
                line.startswith(("As an additional cost", "You may cast ", "Cast this")) else None
            if static is not None and (static.params == _UNCOUNTERABLE or
                                       _spell_costs(static)):
                keywords |= static  # "This spell can't be countered.", an additional cost
                supported.append(line)
                read.append((line, static))
            else:
                body.append(line)
    effect = "\n".join(body)
    word = ability_word(normalize(effect))[0]  # "Domain — <effect>" (CR 207.2c: no meaning)
    program = read_effect(effect.partition("—")[2].strip() if word else effect, card_name)
    if program.modes and not program.modes_min:  # no mode: a triggered ability's (603.3c)
        program = attrs.evolve(program, unsupported=(*program.unsupported, effect))
    if program.runnable:
        supported.append(effect)
        unsupported += program.unsupported
        read.append((effect, program))
    elif effect:
        unsupported.append(effect)
    return SpellReading(program, keywords, tuple(supported), tuple(unsupported), tuple(read),
                        tuple(activated), tuple(triggered))


def _clause(sentence: str, card_name: str) -> Parsed | None:
    """A static ability, perhaps after an ability word (CR 207.2c: read as if it were not
    there; ``sim.text.render`` writes it back from the clause)."""
    try:
        return parse_text(sentence, card_name)
    except UnknownNameError:
        word, rest = ability_word(normalize(sentence))
        if not word:
            return None
    try:
        return parse_text(rest, card_name)
    except UnknownNameError:
        return None
